// Round trip of the /types/typescript DTOs against the running server with
// @servicestack/client's JsonServiceClient (npm), as a TypeScript client of
// the original would use them. Prints RESULT <name> ok|FAIL <detail>.
// Usage: node client.js BASE_URL
import { JsonServiceClient } from "@servicestack/client";
import {
    Authentication, GetSearchNotes, GetSearchNotesRequest, AddSearchNote, AddSearchNoteRequest, GetSubUser,
    CostRenewPepSearches, CostRenewPepSearchesRequest, GetDbsSearches, CountUnresolvedSearches,
    CountUnresolvedSearchesRequest, RenewPepSearches, RenewPepSearchesRequest,
} from "./dtos";

declare const process: { argv: string[]; exit(code: number): never }; // Node, without @types/node

const base = process.argv[2];
const auth = () => new Authentication({ apiUserId: "demo", apiUserKey: "demo-secret-key" });
let failures = 0;

function eq(got: unknown, want: unknown, what: string) {
    if (JSON.stringify(got) !== JSON.stringify(want)) throw new Error(`${what}: got ${JSON.stringify(got)}, want ${JSON.stringify(want)}`);
}

async function check(name: string, f: () => Promise<void>) {
    try {
        await f();
        console.log(`RESULT ${name} ok`);
    } catch (e: any) {
        failures++;
        console.log(`RESULT ${name} FAIL ${(e && (e.message || JSON.stringify(e))) || e}`.replace(/\n/g, " "));
    }
}

async function main() {
    // The predefined routes (/json/reply/{Op}), as ServiceStack clients of
    // v5 and older use them.
    const client = new JsonServiceClient(base).useBasePath("");

    await check("GetSearchNotes", async () => {
        const r = await client.post(new GetSearchNotes({ authentication: auth(), request: new GetSearchNotesRequest({ id: 1001 }) }));
        eq(r.data?.responseStatus?.message, "Success", "message");
        eq(r.data?.notes?.length, 2, "notes");
        eq(r.data?.notes?.[0].content, "Checked date of birth against passport.", "content");
    });
    await check("AddSearchNote", async () => {
        const r = await client.sendOneWay(new AddSearchNote({ authentication: auth(), request: new AddSearchNoteRequest({ id: 1004, note: "from TypeScript" }) }));
        eq((r as any).data.notes.slice(-1)[0].content, "from TypeScript", "content");
    });
    await check("CountUnresolvedSearches", async () => {
        const r = await client.send(new CountUnresolvedSearches({ authentication: auth(), request: new CountUnresolvedSearchesRequest({ includeSearchesFromOtherUsers: true }) }));
        eq(r.data?.numberOfUnresolvedSearches, 13, "count");
    });
    await check("CostRenewPepSearches", async () => {
        const r = await client.post(new CostRenewPepSearches({ authentication: auth(), request: new CostRenewPepSearchesRequest({ ids: [2001, 2002, 2015] }) }));
        eq(r.data?.count, 2, "count");
        eq(r.data?.totalCost, 3, "totalCost");
        eq(r.data?.failedIds, [2015], "failedIds");
    });
    await check("RenewPepSearches", async () => {
        // PUT through the JSON client's send(): the DTO's getMethod().
        const r = await client.send(new RenewPepSearches({ authentication: auth(), request: new RenewPepSearchesRequest({ ids: [2005, 9002] }) }));
        eq(r.data?.count, 1, "count");
        eq(r.data?.failedIds, [9002], "failedIds");
    });

    // GET routes take credentials as headers.
    const withHeaders = new JsonServiceClient(base).useBasePath("");
    withHeaders.headers.set("X-Api-User", "demo");
    withHeaders.headers.set("X-Api-Key", "demo-secret-key");
    await check("GetSubUser", async () => {
        const r = await withHeaders.get(new GetSubUser({ subUserName: "analyst" }));
        eq(r.data?.subUser?.userId, "3f2504e0-4f89-11d3-9a0c-0305e82c3301", "userId");
        eq(r.data?.subUser?.permissions, ["demo"], "permissions");
    });
    await check("GetDbsSearches", async () => {
        const r = await withHeaders.get(new GetDbsSearches({ 'page[limit]': 3, sort: "-date" }));
        eq(r.data?.searches?.length, 3, "page");
        eq(r.data?.meta?.totalCount, 40, "totalCount");
    });
    await check("error:Unauthorized", async () => {
        try {
            await client.post(new GetSearchNotes({ authentication: new Authentication({ apiUserId: "demo", apiUserKey: "wrong" }), request: new GetSearchNotesRequest({ id: 1001 }) }));
        } catch (e: any) {
            // The client reports the status: this API's error is in
            // data.responseStatus, not in a top-level responseStatus.
            eq(e.responseStatus?.errorCode, "401", "errorCode");
            return;
        }
        throw new Error("no error");
    });
    process.exit(failures ? 1 : 0);
}

main();
