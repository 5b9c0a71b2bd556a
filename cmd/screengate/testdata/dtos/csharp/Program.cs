// Round trip of the /types/csharp DTOs against the running server with the
// XmlServiceClient of ServiceStack.cs: every call prints
// RESULT <name> ok|FAIL <detail>. Usage: mono client.exe BASE_URL
using System;
using System.Collections.Generic;
using System.Linq;
using ServiceStack;
using Screengate.ServiceModel;

static class Program
{
    static int failures;
    static Authentication Auth() { return new Authentication { ApiUserId = "demo", ApiUserKey = "demo-secret-key" }; }

    static void Check(string name, Action f)
    {
        try { f(); Console.WriteLine("RESULT " + name + " ok"); }
        catch (Exception e) { failures++; Console.WriteLine("RESULT " + name + " FAIL " + e.GetType().Name + ": " + e.Message.Replace("\n", " ")); Console.Error.WriteLine(e); }
    }

    static void Eq<T>(T got, T want, string what)
    {
        if (!EqualityComparer<T>.Default.Equals(got, want))
            throw new Exception(what + ": got " + got + ", want " + want);
    }

    static int Main(string[] args)
    {
        var client = new XmlServiceClient(args[0]);
        Check("GetSearchNotes", () => {
            var r = client.Send(new GetSearchNotes { Authentication = Auth(), Request = new GetSearchNotesRequest { Id = 1001 } });
            Eq(r.Data.ResponseStatus.Message, "Success", "message");
            Eq(r.Data.Notes.Count, 2, "notes");
            Eq(r.Data.Notes[0].Content, "Checked date of birth against passport.", "content");
            Eq(r.Data.Notes[1].Name, "analyst", "name");
            Eq(r.Data.Id, 1001L, "id");
        });
        Check("AddSearchNote", () => {
            var r = client.SendOneWay(new AddSearchNote { Authentication = Auth(), Request = new AddSearchNoteRequest { Id = 1003, Note = "from C# <&> \"DTOs\"" } });
            Eq(r.Data.Notes.Last().Content, "from C# <&> \"DTOs\"", "content");
        });
        Check("GetSearch", () => {
            var r = client.Send(new GetSearch { Authentication = Auth(), Request = new GetSearchRequest { Id = 1001 } });
            Eq(r.Data.SearchRecord.SearchCriteria.Name, "Vladimir Petrov", "name");
            if (r.Data.SearchRecord.ListSearchResults.Count < 5) throw new Exception("expected at least 5 results");
            if (r.Data.SearchRecord.SearchResults.HmtResults.Count == 0) throw new Exception("no HMT results");
            if (r.Data.SearchRecord.DateSearched.Year < 2000) throw new Exception("no date");
        });
        Check("CostRenewPepSearches", () => {
            var ids = new ArrayOfLong { 2001, 2002, 2015 };
            var r = client.Send(new CostRenewPepSearches { Authentication = Auth(), Request = new CostRenewPepSearchesRequest { Ids = ids } });
            Eq(r.Data.Count, 2, "count");
            Eq(r.Data.TotalCost, 3.00m, "totalCost");
            Eq(string.Join(",", r.Data.FailedIds), "2015", "failedIds");
        });
        Check("GetDbsSearches", () => {
            var r = client.Send(new GetDbsSearches { Authentication = Auth(), PageLimit = 5, Sort = "-date", IsApplicationSubmitted = null });
            Eq(r.Data.Searches.Count, 5, "page");
            Eq(r.Data.Meta.TotalCount, (int?)40, "totalCount");
        });
        Check("GetSubUser", () => {
            var r = client.Send(new GetSubUser { Authentication = Auth(), SubUserName = "analyst" });
            Eq(r.Data.SubUser.UserId, new Guid("3f2504e0-4f89-11d3-9a0c-0305e82c3301"), "userId");
            Eq(string.Join(",", r.Data.SubUser.Permissions), "demo", "permissions");
        });
        Check("CountIncompleteClients", () => {
            var r = client.Send(new CountIncompleteClients { Authentication = Auth(), DaysIncomplete = 0, State = ClientState.PendingVerification });
            if (r.Data.NumberOfIncompleteClients <= 0) throw new Exception("expected incomplete clients");
        });
        Check("GetPdf", () => {
            var r = client.Send(new GetPdf { Authentication = Auth(), Request = new GetPdfRequest { Id = 7001 } });
            Eq(System.Text.Encoding.ASCII.GetString(r.Data.Document.DocumentBytes, 0, 5), "%PDF-", "bytes");
        });
        Check("RegisterAccountTemplate", () => {
            var r = client.Send(new RegisterAccountTemplate { Authentication = Auth() });
            if (r.Data.ReferenceData.Countries.Count == 0) throw new Exception("no countries");
            Eq(r.Data.Request.Username, "", "skeleton");
        });
        Check("error:Unauthorized", () => {
            var r = client.Send(new GetSearch { Authentication = new Authentication { ApiUserId = "demo", ApiUserKey = "wrong" }, Request = new GetSearchRequest { Id = 1001 } });
            Eq(client.LastStatus, 401, "status");
            Eq(r.Data.ResponseStatus.ErrorCode, "Unauthorized", "errorCode");
        });
        return failures == 0 ? 0 : 1;
    }
}
