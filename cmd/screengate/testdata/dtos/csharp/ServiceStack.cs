// The part of ServiceStack's client library (ServiceStack.Interfaces and
// ServiceStack.Client) that generated C# DTOs refer to, and the smallest
// honest XmlServiceClient: ServiceStack's NuGet packages cannot be
// installed here (no NuGet registry), so the round-trip test compiles the
// /types/csharp DTOs against these definitions. The types mirror
// ServiceStack's own: same names, same DataContract member names and
// orders, so DataContractSerializer reads and writes the same XML.
using System;
using System.Collections.Generic;
using System.IO;
using System.Net;
using System.Runtime.Serialization;

namespace ServiceStack.DataAnnotations
{
    // Present so that the generated "using ServiceStack.DataAnnotations;" compiles.
    [AttributeUsage(AttributeTargets.All)]
    public class IgnoreAttribute : Attribute {}
}

namespace ServiceStack
{
    public interface IReturn {}
    public interface IReturn<T> : IReturn {}
    public interface IReturnVoid : IReturn {}

    public interface IHasResponseStatus
    {
        ResponseStatus ResponseStatus { get; set; }
    }

    [AttributeUsage(AttributeTargets.Class, AllowMultiple = true, Inherited = true)]
    public class RouteAttribute : Attribute
    {
        public RouteAttribute(string path) : this(path, null) {}
        public RouteAttribute(string path, string verbs) { Path = path; Verbs = verbs; }
        public string Path { get; set; }
        public string Verbs { get; set; }
    }

    [AttributeUsage(AttributeTargets.Class | AttributeTargets.Interface)]
    public class ApiAttribute : Attribute
    {
        public string Description { get; set; }
    }

    [AttributeUsage(AttributeTargets.Class, AllowMultiple = true)]
    public class TagAttribute : Attribute
    {
        public TagAttribute(string name) { Name = name; }
        public string Name { get; set; }
    }

    [DataContract(Namespace = "http://schemas.servicestack.net/types")]
    public class ResponseStatus
    {
        [DataMember(Order = 1)] public string ErrorCode { get; set; }
        [DataMember(Order = 2)] public string Message { get; set; }
        [DataMember(Order = 3)] public string StackTrace { get; set; }
        [DataMember(Order = 4)] public List<ResponseError> Errors { get; set; }
        [DataMember(Order = 5)] public Dictionary<string, string> Meta { get; set; }
    }

    [DataContract(Namespace = "http://schemas.servicestack.net/types")]
    public class ResponseError
    {
        [DataMember(Order = 1)] public string ErrorCode { get; set; }
        [DataMember(Order = 2)] public string FieldName { get; set; }
        [DataMember(Order = 3)] public string Message { get; set; }
        [DataMember(Order = 4)] public Dictionary<string, string> Meta { get; set; }
    }

    // XmlServiceClient sends a request DTO to the predefined route
    // {BaseUri}/xml/reply/{Name} (or /xml/oneway/{Name}) as
    // DataContractSerializer XML, as ServiceStack's XmlServiceClient does,
    // and reads the reply with DataContractSerializer; an HTTP error status
    // still yields the reply DTO (it carries the ResponseStatus).
    public class XmlServiceClient
    {
        public string BaseUri { get; private set; }
        public XmlServiceClient(string baseUri) { BaseUri = baseUri.TrimEnd('/'); }

        public TResponse Send<TResponse>(IReturn<TResponse> request) { return Call<TResponse>("reply", request); }
        public TResponse SendOneWay<TResponse>(IReturn<TResponse> request) { return Call<TResponse>("oneway", request); }

        public int LastStatus { get; private set; }

        TResponse Call<TResponse>(string kind, object request)
        {
            var http = (HttpWebRequest)WebRequest.Create(BaseUri + "/xml/" + kind + "/" + request.GetType().Name);
            http.Method = "POST";
            http.ContentType = "application/xml";
            http.Accept = "application/xml";
            using (var body = http.GetRequestStream())
                new DataContractSerializer(request.GetType()).WriteObject(body, request);
            HttpWebResponse res;
            try { res = (HttpWebResponse)http.GetResponse(); }
            catch (WebException e) when (e.Response != null) { res = (HttpWebResponse)e.Response; }
            using (res)
            using (var s = res.GetResponseStream())
            {
                LastStatus = (int)res.StatusCode;
                if (!res.ContentType.StartsWith("application/xml"))
                    throw new InvalidOperationException("reply is " + res.ContentType + ", HTTP " + LastStatus);
                return (TResponse)new DataContractSerializer(typeof(TResponse)).ReadObject(s);
            }
        }
    }
}
