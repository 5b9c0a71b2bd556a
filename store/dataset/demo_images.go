package dataset

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
)

// documentPNG draws a synthetic identity document (card with a header band,
// a photo, text lines and a machine-readable zone) of w×h pixels. The
// processed variant is the grey-scale, cropped scan of the same card. The
// picture depends only on seed, so the demo images are deterministic.
func documentPNG(seed, w, h int, processed bool) ([]byte, error) {
	return encodePNG(drawDocument(seed, w, h, processed))
}

// drawDocument draws the picture of documentPNG.
func drawDocument(seed, w, h int, processed bool) *image.Paletted {
	headers := []color.RGBA{{0x1f, 0x3a, 0x93, 0xff}, {0x8b, 0x1e, 0x3f, 0xff}, {0x0f, 0x6e, 0x4b, 0xff}, {0x5b, 0x2c, 0x83, 0xff}}
	pal := color.Palette{
		color.RGBA{0xf7, 0xf3, 0xe8, 0xff}, // 0 card
		color.RGBA{0x9a, 0x9a, 0x9a, 0xff}, // 1 border
		headers[seed%len(headers)],         // 2 header
		color.RGBA{0xc8, 0xb0, 0x98, 0xff}, // 3 photo
		color.RGBA{0x6b, 0x55, 0x44, 0xff}, // 4 photo detail
		color.RGBA{0x33, 0x33, 0x33, 0xff}, // 5 text
		color.RGBA{0xff, 0xff, 0xff, 0xff}, // 6 white
		color.RGBA{0xe2, 0xdc, 0xcc, 0xff}, // 7 MRZ band
	}
	if processed {
		for i, c := range pal {
			r, g, b, _ := c.RGBA()
			y := uint8((299*r + 587*g + 114*b) / 1000 >> 8)
			pal[i] = color.Gray{Y: y}
		}
	}
	img := image.NewPaletted(image.Rect(0, 0, w, h), pal)
	fill := func(x0, y0, x1, y1 float64, idx uint8) {
		r := image.Rect(int(x0*float64(w)), int(y0*float64(h)), int(x1*float64(w)), int(y1*float64(h))).Intersect(img.Rect)
		if r.Empty() {
			return
		}
		line := bytes.Repeat([]byte{idx}, r.Dx())
		for y := r.Min.Y; y < r.Max.Y; y++ {
			copy(img.Pix[y*img.Stride+r.Min.X:], line)
		}
	}
	fill(0, 0, 1, 1, 1)
	fill(0.005, 0.0075, 0.995, 0.9925, 0)
	fill(0.005, 0.0075, 0.995, 0.14, 2)
	fill(0.04, 0.04, 0.40, 0.10, 6) // title on the band
	fill(0.05, 0.20, 0.30, 0.72, 3)
	fill(0.12, 0.27, 0.23, 0.45, 4) // head
	fill(0.09, 0.50, 0.26, 0.72, 4) // shoulders
	for i := 0; i < 7; i++ {
		y := 0.20 + float64(i)*0.07
		length := 0.25 + float64((seed*7+i*13)%40)/100
		fill(0.35, y, 0.35+length*0.6, y+0.035, 5)
	}
	fill(0.005, 0.78, 0.995, 0.9925, 7)
	for line := 0; line < 2; line++ {
		y := 0.82 + float64(line)*0.08
		for c := 0; c < 44; c++ {
			if (seed+c*3+line*5)%7 == 0 {
				continue // "<" fillers
			}
			x := 0.03 + float64(c)*0.0215
			fill(x, y, x+0.015, y+0.05, 5)
		}
	}
	return img
}

func encodePNG(img image.Image) ([]byte, error) {
	var buf bytes.Buffer
	if err := (&png.Encoder{CompressionLevel: png.BestSpeed}).Encode(&buf, img); err != nil {
		return nil, fmt.Errorf("encoding demo image: %w", err)
	}
	return buf.Bytes(), nil
}

// ocrPNG is OCR capture n of a document: the crop of its text lines
// (n = 1) or of its machine-readable zone (n = 2).
func ocrPNG(seed, n int) ([]byte, error) {
	crop := image.Rect(400, 140, 1150, 600)
	if n == 2 {
		crop = image.Rect(0, 620, 1200, 800)
	}
	return encodePNG(drawDocument(seed, 1200, 800, true).SubImage(crop))
}
