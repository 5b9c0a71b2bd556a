package service

import (
	"bytes"
	"context"
	"encoding/base64"
	"image"
	"image/png"
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
	f := ClientFilter{Scope: Scope{AccountID: c.Principal.AccountID, Owners: ownersOf(c.Principal.User)}, States: states, IsValidateMe: validateMe}
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
	sc := Scope{AccountID: c.Principal.AccountID, Owners: ownersOf(c.Principal.User)}
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
