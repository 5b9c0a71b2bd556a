package service

import (
	"bytes"
	"context"
	"encoding/base64"
	"fmt"
	"image"
	"image/png"
	"net/url"
	"strconv"
	"strings"
	"time"

	// Decoders for stored uploads.
	_ "image/jpeg"
)

func (s *Service) registerClients(r *Registry) {
	// CountIncompleteClients: clients pending completion or verification.
	Register(r, Operation{Name: "CountIncompleteClients", Tag: "Clients", Safe: true, Binding: BindTop, QueryFields: true,
		Summary: "Get the number of incomplete clients",
		Routes:  []Route{{"GET", "/clients/incomplete/count"}}}, s.countIncompleteClients)
	// GetClientDocument: a client's document image, optionally scaled.
	Register(r, Operation{Name: "GetClientDocument", Tag: "Clients", Safe: true, Binding: BindTop,
		Summary: "Get a client's document image",
		Routes:  []Route{{"POST", "/clients/document"}}}, s.getClientDocument)
}

func (s *Service) countIncompleteClients(ctx context.Context, c *Call, req *CountIncompleteClients) (*CountIncompleteClientsData, error) {
	var v Validator
	days := int32(7)
	if req.DaysIncomplete != nil {
		days = *req.DaysIncomplete
	}
	if days < 0 || days > 36500 {
		v.Add("OutOfRange", "daysIncomplete", "'DaysIncomplete' must be between 0 and 36500.")
	}
	states := []ClientState{ClientStatePendingCompletion, ClientStatePendingVerification}
	if req.State != nil {
		switch *req.State {
		case ClientStatePendingCompletion, ClientStatePendingVerification:
			states = []ClientState{*req.State}
		default:
			v.Add("InvalidValue", "state", "'State' must be PendingCompletion or PendingVerification.")
		}
	}
	if err := v.Err(); err != nil {
		return nil, err
	}
	validateMe := true
	if req.IsValidateMe != nil {
		validateMe = *req.IsValidateMe
	}
	f := ClientFilter{Scope: callerScope(c), States: states, IsValidateMe: validateMe}
	if days > 0 {
		t := c.Now.Add(-time.Duration(days) * 24 * time.Hour)
		f.CreatedBefore = &t
	}
	n, err := s.store.CountClients(ctx, f)
	if err != nil {
		return nil, err
	}
	return &CountIncompleteClientsData{NumberOfIncompleteClients: n}, nil
}

// MaxImageSide bounds mil.
const MaxImageSide = 10000

func (s *Service) getClientDocument(ctx context.Context, c *Call, req *GetClientDocument) (*GetClientDocumentData, error) {
	var v Validator
	if req.ID <= 0 {
		v.Add("GreaterThan", "id", "'Id' must be greater than '0'.")
	}
	if req.Mil != nil && (*req.Mil < 1 || *req.Mil > MaxImageSide) {
		v.Add("OutOfRange", "mil", "'Mil' must be between 1 and 10000.")
	}
	if req.OcrID != nil && *req.OcrID <= 0 {
		v.Add("GreaterThan", "ocrId", "'OcrId' must be greater than '0'.")
	}
	if err := v.Err(); err != nil {
		return nil, err
	}
	sc := callerScope(c)
	img, err := s.store.ClientDocument(ctx, sc, req.ID, req.Original, req.OcrID)
	if err != nil {
		return nil, storeErr(err, "Client document", req.ID)
	}
	if req.Mil != nil {
		img, err = fitImage(img, int(*req.Mil))
		if err != nil {
			return nil, Wrap(CodeInternal, err, "The stored image could not be processed")
		}
	}
	return &GetClientDocumentData{Base64Image: base64.StdEncoding.EncodeToString(img)}, nil
}

// fitImage scales an image down (never up) so that its longest side is at
// most maxSide pixels, and returns it as PNG. Images that already fit are
// returned unchanged.
func fitImage(data []byte, maxSide int) ([]byte, error) {
	cfg, _, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	if max(cfg.Width, cfg.Height) <= maxSide {
		return data, nil
	}
	src, _, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	w, h := cfg.Width, cfg.Height
	nw, nh := maxSide, max(1, h*maxSide/w)
	if h > w {
		nw, nh = max(1, w*maxSide/h), maxSide
	}
	dst := image.NewRGBA(image.Rect(0, 0, nw, nh))
	b := src.Bounds()
	// Box filter: average the source pixels that map onto each target pixel.
	for y := 0; y < nh; y++ {
		y0, y1 := b.Min.Y+y*h/nh, b.Min.Y+max((y+1)*h/nh, y*h/nh+1)
		for x := 0; x < nw; x++ {
			x0, x1 := b.Min.X+x*w/nw, b.Min.X+max((x+1)*w/nw, x*w/nw+1)
			var r, g, bl, a, n uint64
			for sy := y0; sy < y1; sy++ {
				for sx := x0; sx < x1; sx++ {
					cr, cg, cb, ca := src.At(sx, sy).RGBA()
					r, g, bl, a, n = r+uint64(cr), g+uint64(cg), bl+uint64(cb), a+uint64(ca), n+1
				}
			}
			i := dst.PixOffset(x, y)
			dst.Pix[i], dst.Pix[i+1], dst.Pix[i+2], dst.Pix[i+3] = uint8(r/n>>8), uint8(g/n>>8), uint8(bl/n>>8), uint8(a/n>>8)
		}
	}
	var out bytes.Buffer
	if err := png.Encode(&out, dst); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

func (s *Service) registerClientRecords(r *Registry) {
	// GetClients: a page of clients, with filters and links.
	Register(r, Operation{Name: "GetClients", Tag: "Clients", Safe: true, Binding: BindTop, QueryFields: true,
		Summary: "Get all clients",
		Routes:  []Route{{"GET", "/clients"}}}, s.getClients)
	// AddClientTemplate: a skeleton AddClient request (before
	// GetClient, whose /clients/{Id} would take the path).
	Register(r, Operation{Name: "AddClientTemplate", Tag: "Clients", Safe: true, Binding: BindTop,
		Summary: "Get a template for adding a client",
		Routes:  []Route{{"GET", "/clients/template"}}}, s.addClientTemplate)
	// GetClient: one client with its documents.
	Register(r, Operation{Name: "GetClient", Tag: "Clients", Safe: true, Binding: BindTop, QueryFields: true,
		Summary: "Get a client",
		Routes:  []Route{{"GET", "/clients/{Id}"}}}, s.getClient)
	// AddClient: create a client; it is e-mailed and texted through the
	// outbox.
	Register(r, Operation{Name: "AddClient", Tag: "Clients",
		Summary: "Add a client",
		Routes:  []Route{{"POST", "/clients"}}}, s.addClient)
	// UpdateClient: verify (and correct) a client pending verification.
	Register(r, Operation{Name: "UpdateClient", Tag: "Clients", Binding: BindTop,
		Summary: "Verify a client",
		Routes:  []Route{{"PUT", "/clients/{Id}"}}}, s.updateClient)
	// DeleteClient: delete a client with its documents.
	Register(r, Operation{Name: "DeleteClient", Tag: "Clients", Binding: BindTop,
		Summary: "Delete a client",
		Routes:  []Route{{"DELETE", "/clients/{Id}"}}}, s.deleteClient)
}

// ClientProofOfPresets are AddClient's allowed presets.
var ClientProofOfPresets = []string{"ValidateMe", "PassportChipVerification"}

// clientSorts are GetClients' sort keys; the first is the default.
var clientSorts = signedSorts[ClientSortField]{
	{"status", nil, ClientSortStatus},
	{"name", nil, ClientSortName},
	{"date", nil, ClientSortDate},
}

func (s *Service) getClients(ctx context.Context, c *Call, req *GetClients) (*GetClientsData, error) {
	var v Validator
	limit := offsetPage(&v, req.PageLimit, req.PageOffset)
	field, desc := clientSorts.parse(&v, req.Sort)
	if req.State != nil && (*req.State < ClientStateUndefined || *req.State > ClientStateVerified) {
		v.Add("InvalidValue", "state", "'State' must be one of "+strings.Join(ClientState(0).EnumNames(), ", ")+".")
	}
	if req.DateFrom != nil && req.DateTo != nil && req.DateTo.Before(*req.DateFrom) {
		v.Add("InvalidValue", "dateTo", "'DateTo' must not be before 'DateFrom'.")
	}
	if err := v.Err(); err != nil {
		return nil, err
	}
	sc, err := s.scope(ctx, c, req.SubUserName)
	if err != nil {
		return nil, err
	}
	f := ClientListFilter{Scope: sc, State: req.State, IsValidateMe: req.IsValidateMe, Name: strings.TrimSpace(req.Name),
		DateFrom: req.DateFrom, DateTo: req.DateTo, Sort: field, Desc: desc, Limit: limit, Offset: int(req.PageOffset)}
	items, total, err := s.store.ListClients(ctx, f)
	if err != nil {
		return nil, err
	}
	if items == nil {
		items = []ClientShort{}
	}
	t, l, o := int32(total), int32(limit), req.PageOffset
	return &GetClientsData{Clients: items, Meta: &PageMeta{
		Links: clientLinks(c.BaseURL, req, limit, int(req.PageOffset), total), TotalCount: &t, PageLimit: &l, PageOffset: &o}}, nil
}

// clientLinks builds absolute links carrying the same filters.
func clientLinks(base string, req *GetClients, limit, offset, total int) *PageLinks {
	q := url.Values{}
	if req.State != nil {
		q.Set("state", req.State.String())
	}
	if req.IsValidateMe != nil {
		q.Set("isValidateMe", strconv.FormatBool(*req.IsValidateMe))
	}
	if req.Name != "" {
		q.Set("name", req.Name)
	}
	if req.DateFrom != nil {
		q.Set("dateFrom", req.DateFrom.UTC().Format("2006-01-02T15:04:05Z"))
	}
	if req.DateTo != nil {
		q.Set("dateTo", req.DateTo.UTC().Format("2006-01-02T15:04:05Z"))
	}
	if req.SubUserName != "" {
		q.Set("subUserName", req.SubUserName)
	}
	if req.Sort != "" {
		q.Set("sort", req.Sort)
	}
	prefix := base + "/clients?"
	if enc := q.Encode(); enc != "" {
		prefix += enc + "&"
	}
	return offsetPageLinks(prefix, limit, offset, total)
}

// clientReply is the Client of a stored client, with empty (not null)
// document lists.
func clientReply(d ClientDetail) *Client {
	c := d.Client
	if c.Passports == nil {
		c.Passports = []Passport{}
	}
	if c.DrivingLicences == nil {
		c.DrivingLicences = []DrivingLicence{}
	}
	if c.OtherDocuments == nil {
		c.OtherDocuments = []OtherDocument{}
	}
	return &c
}

func (s *Service) getClient(ctx context.Context, c *Call, req *GetClient) (*GetClientData, error) {
	if err := positiveID(int64(req.ID)); err != nil {
		return nil, err
	}
	sc := callerScope(c)
	d, err := s.store.Client(ctx, sc, req.ID)
	if err != nil {
		return nil, storeErr(err, "Client", req.ID)
	}
	links := d.LinkedTo
	if links == nil {
		links = []LinkedTo{}
	}
	return &GetClientData{LinkedTo: links, Client: clientReply(d)}, nil
}

// MaxClientLinks is the most links AddClient accepts.
const MaxClientLinks = 20

func (s *Service) addClient(ctx context.Context, c *Call, req *AddClient) (*AddClientData, error) {
	in := req.Request
	if in == nil {
		in = &AddClientRequest{}
	}
	// Lengths and characters are the registry's text rules; these are the
	// formats.
	var v Validator
	required := func(field, label, val string) bool {
		if strings.TrimSpace(val) == "" {
			v.Add("NotEmpty", field, "'"+label+"' must not be empty.")
			return false
		}
		return true
	}
	required("name", "Name", in.Name)
	if required("email", "Email", in.Email) && !validEmail(in.Email) {
		v.Add("Email", "email", "'Email' is not a valid email address.")
	}
	if required("mobileInternational", "MobileInternational", in.MobileInternational) && !mobilePattern.MatchString(in.MobileInternational) {
		v.Add("InvalidValue", "mobileInternational", "'MobileInternational' must be a mobile number in international format, e.g. '+447123456789'.")
	}
	required("postCode", "PostCode", in.PostCode)
	preset := oneOf(in.ProofOfPreset, ClientProofOfPresets)
	if required("proofOfPreset", "ProofOfPreset", in.ProofOfPreset) && preset == "" {
		v.Add("InvalidValue", "proofOfPreset", "'ProofOfPreset' must be ValidateMe or PassportChipVerification.")
	}
	if len(in.LinkedTo) > MaxClientLinks {
		v.Add("Length", "linkedTo", "'LinkedTo' may hold at most "+strconv.Itoa(MaxClientLinks)+" links.")
	}
	if err := v.Err(); err != nil {
		return nil, err
	}
	_, owner, err := s.actor(ctx, c, in.SubUserName)
	if err != nil {
		return nil, err
	}
	if err := s.cfg.Parties.Require(ChannelEmail, ChannelSMS); err != nil {
		return nil, err
	}
	cl := ClientShort{DateCreated: c.Now, Name: strings.TrimSpace(in.Name), Email: in.Email, Reference: in.Reference,
		State: ClientStatePendingCompletion, MobileInternational: in.MobileInternational,
		PostCode: strings.TrimSpace(in.PostCode), IsValidateMe: true}
	d, err := s.store.CreateClient(ctx, NewClient{AccountID: c.Principal.AccountID, Owner: owner, ProofOfPreset: preset,
		Client: cl, LinkedTo: in.LinkedTo}, clientMessages(c, cl))
	if err != nil {
		return nil, err
	}
	return &AddClientData{Client: clientReply(d)}, nil
}

// clientMessages are the deliveries a new client queues: the e-mail and
// SMS inviting the client to upload documents in the ValidateMe app. Both
// quote the post code so the client can tell they are genuine.
func clientMessages(c *Call, cl ClientShort) []OutboxMessage {
	body := "Dear " + cl.Name + ",\r\n\r\nYou have been asked to confirm your identity with ValidateMe. Install the" +
		" ValidateMe app and sign in with this e-mail address and your mobile number to upload your documents.\r\n\r\n" +
		"To show this message is genuine, it quotes your post code: " + cl.PostCode + ".\r\n"
	base := OutboxMessage{AccountID: c.Principal.AccountID, Created: c.Now, NextAttempt: c.Now}
	mail, sms := base, base
	mail.Channel, mail.Kind, mail.Recipient, mail.Subject, mail.Body = ChannelEmail, "client.invitation", cl.Email, "Please confirm your identity", body
	sms.Channel, sms.Kind, sms.Recipient = ChannelSMS, "client.invitation", cl.MobileInternational
	sms.Body = "Please confirm your identity with the ValidateMe app; details were sent to " + cl.Email + " (post code " + cl.PostCode + ")."
	return []OutboxMessage{mail, sms}
}

func (s *Service) addClientTemplate(_ context.Context, _ *Call, _ *AddClientTemplate) (*AddClientTemplateData, error) {
	return &AddClientTemplateData{Request: &AddClientRequest{ProofOfPreset: ClientProofOfPresets[0], LinkedTo: []LinkedTo{}}}, nil
}

// CodeClientState is the errorCode of an UpdateClient on a client that is
// not pending verification.
const CodeClientState = "InvalidClientState"

func (s *Service) updateClient(ctx context.Context, c *Call, req *UpdateClient) (*UpdateClientData, error) {
	var v Validator
	if req.ID <= 0 {
		v.Add("GreaterThan", "id", "'Id' must be greater than '0'.")
	}
	if strings.TrimSpace(req.Name) == "" {
		v.Add("NotEmpty", "name", "'Name' must not be empty.")
	}
	// Every document sent must be verified (the original's rule).
	for i, p := range req.Passports {
		checkVerified(&v, "passports", i, p.IdentityDocument)
	}
	for i, p := range req.DrivingLicences {
		checkVerified(&v, "drivingLicences", i, p.IdentityDocument)
	}
	for i, p := range req.OtherDocuments {
		checkVerified(&v, "otherDocuments", i, p.IdentityDocument)
	}
	if err := v.Err(); err != nil {
		return nil, err
	}
	sc := callerScope(c)
	d, err := s.store.UpdateClient(ctx, sc, req.ID, func(cl *Client) error {
		if cl.State != ClientStatePendingVerification {
			return &Error{Code: CodeBusinessRule, ErrorCode: CodeClientState,
				Message: fmt.Sprintf("Client %d is %s; only a client in state PendingVerification can be updated", req.ID, cl.State)}
		}
		var v Validator
		cl.Passports = applyDocs(&v, "passports", "Passport", cl.Passports, req.Passports,
			func(p *Passport) *IdentityDocument { return &p.IdentityDocument }, nil)
		cl.DrivingLicences = applyDocs(&v, "drivingLicences", "Driving licence", cl.DrivingLicences, req.DrivingLicences,
			func(p *DrivingLicence) *IdentityDocument { return &p.IdentityDocument }, nil)
		cl.OtherDocuments = applyDocs(&v, "otherDocuments", "Other document", cl.OtherDocuments, req.OtherDocuments,
			func(p *OtherDocument) *IdentityDocument { return &p.IdentityDocument },
			func(dst, src *OtherDocument) { dst.DocumentType = src.DocumentType })
		if err := v.Err(); err != nil {
			return err
		}
		cl.Name, cl.Reference, cl.State = strings.TrimSpace(req.Name), req.Reference, ClientStateVerified
		return nil
	})
	if err != nil {
		return nil, storeErr(err, "Client", req.ID)
	}
	return &UpdateClientData{Client: clientReply(d)}, nil
}

func checkVerified(v *Validator, list string, i int, d IdentityDocument) {
	field := list + "[" + strconv.Itoa(i) + "]"
	if d.ID <= 0 {
		v.Add("GreaterThan", field+".id", "'Id' of "+field+" must be greater than '0'.")
	}
	if !d.IsVerified {
		v.Add("NotVerified", field+".isVerified", "'IsVerified' of "+field+" must be true: every document must be verified.")
	}
}

// applyDocs copies the sent documents' fields onto the stored ones (matched
// by id) and marks them verified. Every stored document must be sent and
// every sent one must exist, else a field error names it.
func applyDocs[T any](v *Validator, list, label string, stored, sent []T, doc func(*T) *IdentityDocument, extra func(dst, src *T)) []T {
	byID := make(map[int32]int, len(stored))
	for i := range stored {
		byID[doc(&stored[i]).ID] = i
	}
	seen := make(map[int32]bool, len(sent))
	for i := range sent {
		src := doc(&sent[i])
		field := list + "[" + strconv.Itoa(i) + "]"
		j, ok := byID[src.ID]
		if !ok {
			v.Add("NotFound", field+".id", fmt.Sprintf("%s %d is not a document of this client.", label, src.ID))
			continue
		}
		if seen[src.ID] {
			v.Add("InvalidValue", field+".id", fmt.Sprintf("%s %d is sent twice.", label, src.ID))
			continue
		}
		seen[src.ID] = true
		dst := doc(&stored[j])
		*dst = IdentityDocument{ID: dst.ID, DocumentNumber: src.DocumentNumber, FullName: src.FullName,
			DateOfBirth: src.DateOfBirth, DateOfExpiry: src.DateOfExpiry, IssuingCountry: src.IssuingCountry, IsVerified: true}
		if extra != nil {
			extra(&stored[j], &sent[i])
		}
	}
	for i := range stored {
		if id := doc(&stored[i]).ID; !seen[id] {
			v.Add("NotVerified", list, fmt.Sprintf("%s %d must be sent with isVerified true: every document must be verified.", label, id))
		}
	}
	return stored
}

func (s *Service) deleteClient(ctx context.Context, c *Call, req *DeleteClient) (*DeleteClientData, error) {
	if err := positiveID(int64(req.ID)); err != nil {
		return nil, err
	}
	if u := c.Principal.User; !u.IsAdmin && !u.CanDeleteSearches {
		return nil, Errorf(CodeForbidden, "User %s may not delete clients", u.UserName)
	}
	sc := callerScope(c)
	if err := s.store.DeleteClient(ctx, sc, req.ID); err != nil {
		return nil, storeErr(err, "Client", req.ID)
	}
	return &DeleteClientData{Success: true}, nil
}
