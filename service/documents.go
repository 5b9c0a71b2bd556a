package service

import (
	"context"
	"time"
)

func (s *Service) registerDocuments(r *Registry) {
	// GetPdf: a saved document with its bytes (404 once expired).
	Register(r, Operation{Name: "GetPdf", Tag: "Account", Safe: true,
		Summary: "Get a PDF",
		Routes:  []Route{{"POST", "/pdfs/get"}}}, s.getPdf)
}

func (s *Service) getPdf(ctx context.Context, c *Call, req *GetPdf) (*GetPdfData, error) {
	in := req.Request
	if in == nil {
		in = &GetPdfRequest{}
	}
	if in.ID <= 0 {
		return nil, InvalidField("GreaterThan", "id", "'Id' must be greater than '0'.")
	}
	sc, err := s.scope(ctx, c, in.SubUserName)
	if err != nil {
		return nil, err
	}
	d, err := s.store.Document(ctx, sc, in.ID)
	if err != nil {
		return nil, storeErr(err, "Document", in.ID)
	}
	if !d.Meta.DateExpires.After(c.Now) {
		return nil, Errorf(CodeNotFound, "Document %d has expired; save the search again for a new one", in.ID)
	}
	return &GetPdfData{Document: &PdfDocumentWithData{PdfDocument: d.Meta, DocumentBytes: d.Content}}, nil
}

// PurgeExpiredDocuments deletes the saved documents past their expiry
// (they are refused from then on anyway) and returns how many it deleted.
func (s *Service) PurgeExpiredDocuments(ctx context.Context) (int64, error) {
	return s.store.DeleteExpiredDocuments(ctx, s.cfg.Now().UTC())
}

// RunPurge calls PurgeExpiredDocuments at once and then every interval
// until ctx ends, reporting each outcome to report.
func (s *Service) RunPurge(ctx context.Context, interval time.Duration, report func(n int64, err error)) {
	if interval <= 0 {
		return
	}
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		n, err := s.PurgeExpiredDocuments(ctx)
		if ctx.Err() != nil {
			return
		}
		report(n, err)
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// documentQuota is the saved-document quota of the calling account, as
// configured (documents per rolling day, stored bytes).
func (s *Service) documentQuota(c *Call) DocumentQuota {
	return DocumentQuota{Now: c.Now, PerDay: s.cfg.MaxDocumentsPerDay, MaxBytes: s.cfg.MaxStoredBytes}
}
