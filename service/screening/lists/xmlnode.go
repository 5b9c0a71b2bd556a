package lists

import (
	"bufio"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strings"
)

// node is one element of a record read by walkXML: the readers stream a
// file record by record and look at each record as a small tree.
type node struct {
	name string
	attr []xml.Attr
	text string
	kids []*node
}

// Limits on one record, so that a hostile file cannot make a record
// unbounded in depth or size (a file's size bounds the rest).
const (
	maxRecordDepth = 64
	maxRecordNodes = 200000
)

// walkXML streams r and calls record for every element whose local name
// is in records (at any depth outside another record), with the element
// read whole. root, when not nil, gets the document's root element.
func walkXML(r io.Reader, c *collector, records map[string]bool, root func(xml.StartElement), record func(*node) error) error {
	d := xml.NewDecoder(bufio.NewReaderSize(r, 64<<10))
	d.Strict = true
	d.CharsetReader = charsetReader
	seenRoot := false
	for {
		tok, err := d.Token()
		if errors.Is(err, io.EOF) {
			if !seenRoot {
				return errors.New("no XML root element")
			}
			return nil
		}
		if err != nil {
			return fmt.Errorf("XML: %w", err)
		}
		se, ok := tok.(xml.StartElement)
		if !ok {
			continue
		}
		if !seenRoot {
			seenRoot = true
			if root != nil {
				root(se)
			}
			if !records[se.Name.Local] {
				continue
			}
		}
		if !records[se.Name.Local] {
			continue
		}
		n, err := readNode(d, se)
		if err != nil {
			return err
		}
		if err := record(n); err != nil {
			return err
		}
		if err := c.ctx.Err(); err != nil {
			return err
		}
	}
}

// readNode reads the element se started, whole.
func readNode(d *xml.Decoder, se xml.StartElement) (*node, error) {
	root := &node{name: se.Name.Local, attr: se.Attr}
	stack := []*node{root}
	text := [][]byte{nil}
	count := 1
	for len(stack) > 0 {
		tok, err := d.Token()
		if err != nil {
			if errors.Is(err, io.EOF) {
				err = io.ErrUnexpectedEOF
			}
			return nil, fmt.Errorf("XML: %w", err)
		}
		switch t := tok.(type) {
		case xml.StartElement:
			count++
			if len(stack) >= maxRecordDepth || count > maxRecordNodes {
				return nil, fmt.Errorf("XML: record <%s> too deep or too large", root.name)
			}
			n := &node{name: t.Name.Local, attr: t.Attr}
			top := stack[len(stack)-1]
			top.kids = append(top.kids, n)
			stack = append(stack, n)
			text = append(text, nil)
		case xml.CharData:
			text[len(text)-1] = append(text[len(text)-1], t...)
		case xml.EndElement:
			top := stack[len(stack)-1]
			top.text = clean(string(text[len(text)-1]))
			stack = stack[:len(stack)-1]
			text = text[:len(text)-1]
		}
	}
	return root, nil
}

// charsetReader accepts the encodings list files declare besides UTF-8.
func charsetReader(label string, input io.Reader) (io.Reader, error) {
	switch strings.ToLower(label) {
	case "utf-8", "utf8", "us-ascii", "ascii":
		return input, nil
	case "iso-8859-1", "latin1", "latin-1", "windows-1252", "cp1252":
		return &latin1Reader{r: bufio.NewReader(input)}, nil
	}
	return nil, fmt.Errorf("unsupported XML encoding %q", label)
}

// latin1Reader decodes Windows-1252 into UTF-8.
type latin1Reader struct {
	r   *bufio.Reader
	buf []byte
}

func (l *latin1Reader) Read(p []byte) (int, error) {
	for len(l.buf) == 0 {
		b, err := l.r.ReadByte()
		if err != nil {
			return 0, err
		}
		if b < 0x80 {
			l.buf = append(l.buf, b)
		} else {
			l.buf = append(l.buf, fromWindows1252(string([]byte{b}))...)
		}
	}
	n := copy(p, l.buf)
	l.buf = l.buf[n:]
	return n, nil
}

// key returns the name with any "-French" half of a bilingual tag
// ("Country-Pays") cut off.
func (n *node) key() string {
	if i := strings.IndexByte(n.name, '-'); i > 0 && n.name[0] >= 'A' && n.name[0] <= 'Z' {
		return n.name[:i]
	}
	return n.name
}

// child returns the first child element named name (or nil).
func (n *node) child(name string) *node {
	if n == nil {
		return nil
	}
	for _, k := range n.kids {
		if k.name == name {
			return k
		}
	}
	return nil
}

// all returns the child elements named name.
func (n *node) all(name string) []*node {
	if n == nil {
		return nil
	}
	var out []*node
	for _, k := range n.kids {
		if k.name == name {
			out = append(out, k)
		}
	}
	return out
}

// find returns the descendants named name, in document order.
func (n *node) find(name string) []*node {
	if n == nil {
		return nil
	}
	var out []*node
	for _, k := range n.kids {
		if k.name == name {
			out = append(out, k)
		}
		out = append(out, k.find(name)...)
	}
	return out
}

// get returns the text of the first child named name ("" if none).
func (n *node) get(name string) string {
	if c := n.child(name); c != nil {
		return c.text
	}
	return ""
}

// values returns the texts of the VALUE children of the child named name
// (the UN list's <NATIONALITY><VALUE>..</VALUE></NATIONALITY>).
func (n *node) values(name string) []string {
	var out []string
	for _, c := range n.all(name) {
		for _, v := range c.all("VALUE") {
			if v.text != "" {
				out = append(out, v.text)
			}
		}
	}
	return out
}

// a returns an attribute's value, cleaned.
func (n *node) a(name string) string {
	if n == nil {
		return ""
	}
	for _, at := range n.attr {
		if at.Name.Local == name {
			return clean(at.Value)
		}
	}
	return ""
}
