// Package dataset holds screengate's backend-neutral data sets — the
// deterministic demo data set (whose contract the Demo* constants state)
// and generated bench data — and the [Loader] interface through which
// every store backend loads them, so that the same records reach SQLite
// and PostgreSQL alike.
package dataset

import (
	"context"
	"time"

	"github.com/screengate/screengate/service"
)

// UserRecord is a (sub) user to insert with its password hash.
type UserRecord struct {
	User         service.User // AccountID set
	PasswordHash string
}

// SanctionsRecord is a sanctions search to insert with its notes. The
// search id and every searchResultId are kept as given.
type SanctionsRecord struct {
	AccountID int64
	Search    service.SanctionsSearch
	Notes     []service.SearchNote
}

// PepRecord is a PEP search to insert.
type PepRecord struct {
	ID           int64
	AccountID    int64
	Owner        string
	Name         string
	DateSearched time.Time
	RenewalDate  time.Time
	IsArchived   bool
	Total        int
	Unresolved   int
	// Reference, Type ("" = individual) and IsDayOne complete the record;
	// Results, when set, are its result rows (their ids kept).
	Reference string
	Type      string
	IsDayOne  bool
	// AffectedByUpdate marks a search a list update changed.
	AffectedByUpdate bool
	Results          []service.PepSearchResult
}

// DbsRecord is a DBS search to insert.
type DbsRecord struct {
	AccountID int64
	Owner     string
	Search    service.DbsSearchShort
}

// ValidIDRecord is a ValidID search to insert.
type ValidIDRecord struct {
	AccountID          int64
	Owner              string
	Item               service.ValidIdListItem
	ClientInResults    bool
	ClientNotInResults bool
}

// ClientRecord is a ValidateMe client to insert with its images.
type ClientRecord struct {
	ID           int32
	AccountID    int64
	Owner        string
	Name         string
	State        service.ClientState
	IsValidateMe bool
	Created      time.Time
	Original     []byte
	Processed    []byte
	OCR          []OCRImage
	// Contact details and reference (AddClient's fields) and the OCR data
	// of the client's identity documents.
	Email               string
	MobileInternational string
	PostCode            string
	Reference           string
	ProofOfPreset       string
	Documents           []ClientDocument
}

// Kinds of client documents (the client_documents.kind column).
const (
	DocPassport       = 1
	DocDrivingLicence = 2
	DocOther          = 3
)

// ClientDocument is one identity document of a client: its kind
// (DocPassport, ...), OCR data and, for DocOther, what it is.
type ClientDocument struct {
	Kind         int
	Doc          service.IdentityDocument
	DocumentType string
}

// OCRImage is one OCR capture of a client.
type OCRImage struct {
	ID  int32
	PNG []byte
}

// BulkRecord is a bulk search to insert.
type BulkRecord struct {
	AccountID int64
	Owner     string
	Created   time.Time
	Status    service.BulkSearchStatus
}

// Kind names a kind of record for [Writer.MaxID] and [Writer.Has].
type Kind string

// The kinds of record.
const (
	KindAccount   Kind = "account"
	KindSanctions Kind = "sanctions"
	KindPep       Kind = "pep"
	KindDbs       Kind = "dbs"
	KindValidID   Kind = "validid"
	KindClient    Kind = "client"
	KindBulk      Kind = "bulk"
	KindDocument  Kind = "document"
)

// Writer receives the records of one load, inside its transaction. Ids
// are kept as given; a record whose id exists is a service.ErrConflict.
type Writer interface {
	Account(a service.NewAccount) error
	User(u UserRecord) error
	Sanctions(r SanctionsRecord) error
	Pep(r PepRecord) error
	Dbs(r DbsRecord) error
	ValidID(r ValidIDRecord) error
	Client(r ClientRecord) error
	Bulk(r BulkRecord) error
	Document(d service.Document) error // d.Meta.ID kept
	Company(c service.CompanySearchResultItem) error
	// MaxID is the highest id of the kind's records (0 when there are
	// none), as the load sees them.
	MaxID(k Kind) (int64, error)
	// Has reports whether a record of the kind has the id.
	Has(k Kind, id int64) (bool, error)
}

// LoadOptions qualify a load.
type LoadOptions struct {
	// IfEmpty loads only into a store that has no accounts, decided inside
	// the load's transaction: of concurrent loaders (several gateways
	// starting with the demo flag) exactly one loads.
	IfEmpty bool
	// Bulk announces many rows: the backend may batch them and rebuild
	// secondary indexes and derived data once, at the end.
	Bulk bool
}

// Loader is implemented by every store backend.
type Loader interface {
	// Load runs fill with a Writer in one write transaction and commits
	// if fill returns nil; loaded is false when IfEmpty found accounts
	// (fill is then not called).
	Load(ctx context.Context, opts LoadOptions, fill func(Writer) error) (loaded bool, err error)
}

// Set is a data set ready to load.
type Set struct {
	Accounts  []service.NewAccount
	Users     []UserRecord
	Sanctions []SanctionsRecord
	Peps      []PepRecord
	Dbs       []DbsRecord
	ValidIDs  []ValidIDRecord
	Clients   []ClientRecord
	Bulk      []BulkRecord
	Documents []service.Document
	Companies []service.CompanySearchResultItem
}

// Write hands every record of the set to w, parents first.
func (s *Set) Write(w Writer) error {
	for _, a := range s.Accounts {
		if err := w.Account(a); err != nil {
			return err
		}
	}
	for _, u := range s.Users {
		if err := w.User(u); err != nil {
			return err
		}
	}
	for _, r := range s.Sanctions {
		if err := w.Sanctions(r); err != nil {
			return err
		}
	}
	for _, r := range s.Peps {
		if err := w.Pep(r); err != nil {
			return err
		}
	}
	for _, r := range s.Dbs {
		if err := w.Dbs(r); err != nil {
			return err
		}
	}
	for _, r := range s.ValidIDs {
		if err := w.ValidID(r); err != nil {
			return err
		}
	}
	for _, r := range s.Clients {
		if err := w.Client(r); err != nil {
			return err
		}
	}
	for _, r := range s.Bulk {
		if err := w.Bulk(r); err != nil {
			return err
		}
	}
	for _, d := range s.Documents {
		if err := w.Document(d); err != nil {
			return err
		}
	}
	for _, c := range s.Companies {
		if err := w.Company(c); err != nil {
			return err
		}
	}
	return nil
}
