package service

import "context"

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
