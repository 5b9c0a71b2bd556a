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
	// GetPdfs: a page of the saved documents (without their bytes).
	Register(r, Operation{Name: "GetPdfs", Tag: "Account", Safe: true,
		Summary: "Get the saved PDFs",
		Routes:  []Route{{"POST", "/pdfs/list"}}}, s.getPdfs)
}

// GetPdfs paging bounds.
const (
	DefaultPdfsPageSize = 25
	MaxPdfsPageSize     = 100
)

func (s *Service) getPdfs(ctx context.Context, c *Call, req *GetPdfs) (*GetPdfsData, error) {
	in := req.Request
	if in == nil {
		in = &GetPdfsRequest{}
	}
	var v Validator
	page, size := in.Page, in.PageSize
	if page == 0 {
		page = 1
	}
	if size == 0 {
		size = DefaultPdfsPageSize
	}
	if page < 1 || page > 1_000_000 {
		v.Add("OutOfRange", "page", "'Page' must be between 1 and 1000000.")
	}
	if size < 1 || size > MaxPdfsPageSize {
		v.Add("OutOfRange", "pageSize", "'PageSize' must be between 1 and 100.")
	}
	if err := v.Err(); err != nil {
		return nil, err
	}
	sc, err := s.scope(ctx, c, in.SubUserName)
	if err != nil {
		return nil, err
	}
	docs, total, err := s.store.ListDocuments(ctx, DocumentFilter{Scope: sc, Now: c.Now,
		Limit: int(size), Offset: int(page-1) * int(size)})
	if err != nil {
		return nil, err
	}
	if docs == nil {
		docs = []PdfDocument{}
	}
	return &GetPdfsData{Documents: docs, TotalDocuments: int32(total), CurrentPageNum: page,
		MaxPageNum: pageCount(total, int(size)), PageSize: size}, nil
}

func (s *Service) getPdf(ctx context.Context, c *Call, req *GetPdf) (*GetPdfData, error) {
	in := req.Request
	if in == nil {
		in = &GetPdfRequest{}
	}
	if err := positiveID(in.ID); err != nil {
		return nil, err
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
