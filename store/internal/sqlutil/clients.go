package sqlutil

import (
	"fmt"

	"github.com/screengate/screengate/service"
	"github.com/screengate/screengate/store/dataset"
)

// ClientStateRankSQL is service.ClientStateRank of the clients.state
// column as an SQL expression (both dialects).
var ClientStateRankSQL = func() string {
	s := "CASE state"
	for st := service.ClientStateUndefined; st <= service.ClientStateVerified; st++ {
		s += fmt.Sprintf(" WHEN %d THEN %d", int(st), service.ClientStateRank(st))
	}
	return s + " ELSE 9 END"
}()

// ClientOrder is the ORDER BY clause of a GetClients sort: status (the
// original's order of states, then newest first), name or date, each with
// the id as the last key so that pages are stable.
func ClientOrder(f service.ClientSortField, desc bool) string {
	dir := " ASC"
	if desc {
		dir = " DESC"
	}
	switch f {
	case service.ClientSortName:
		return "name_key" + dir + ", id" + dir
	case service.ClientSortDate:
		return "created" + dir + ", id" + dir
	}
	return ClientStateRankSQL + dir + ", created DESC, id DESC"
}

// AddClientDocument appends a stored document row to the client's list of
// its kind (dataset.DocPassport, ...); unknown kinds are an error.
func AddClientDocument(c *service.Client, kind int, d service.IdentityDocument, docType string) error {
	switch kind {
	case dataset.DocPassport:
		c.Passports = append(c.Passports, service.Passport{IdentityDocument: d})
	case dataset.DocDrivingLicence:
		c.DrivingLicences = append(c.DrivingLicences, service.DrivingLicence{IdentityDocument: d})
	case dataset.DocOther:
		c.OtherDocuments = append(c.OtherDocuments, service.OtherDocument{IdentityDocument: d, DocumentType: docType})
	default:
		return fmt.Errorf("client %d: document %d has unknown kind %d", c.ID, d.ID, kind)
	}
	c.NumOfDocuments++
	return nil
}

// ClientDocuments lists a client's documents as dataset rows (the order
// UpdateClient writes them back in).
func ClientDocuments(c *service.Client) []dataset.ClientDocument {
	out := make([]dataset.ClientDocument, 0, len(c.Passports)+len(c.DrivingLicences)+len(c.OtherDocuments))
	for _, p := range c.Passports {
		out = append(out, dataset.ClientDocument{Kind: dataset.DocPassport, Doc: p.IdentityDocument})
	}
	for _, p := range c.DrivingLicences {
		out = append(out, dataset.ClientDocument{Kind: dataset.DocDrivingLicence, Doc: p.IdentityDocument})
	}
	for _, p := range c.OtherDocuments {
		out = append(out, dataset.ClientDocument{Kind: dataset.DocOther, Doc: p.IdentityDocument, DocumentType: p.DocumentType})
	}
	return out
}
