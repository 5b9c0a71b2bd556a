package service

import (
	"encoding/base64"
	"errors"
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"time"
)

// This file holds the text forms of primitive values shared by every codec
// and the query binder, so that XML, JSON, query strings and SOAP agree.

// ParseDateTime reads a date in any accepted input form: /Date(ms)/ and
// \/Date(ms±hhmm)\/ (with or without slashes escaped), ISO 8601 with or
// without zone and fraction, yyyy-MM-dd and yyyyMMdd. Values without a zone
// are taken as UTC; the result is always UTC.
func ParseDateTime(s string) (time.Time, error) {
	t, err := parseDateTime(s)
	if err != nil {
		return t, err
	}
	// .NET's DateTime (what DataContract and ServiceStack clients read back)
	// holds years 1-9999; an offset can push a date in range out of it.
	if y := t.Year(); y < 1 || y > 9999 {
		return time.Time{}, fmt.Errorf("date %q is outside years 0001-9999 (UTC)", s)
	}
	return t, nil
}

func parseDateTime(s string) (time.Time, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return time.Time{}, errors.New("empty date")
	}
	if t, ok := parseWCFDate(s); ok {
		return t, nil
	}
	if len(s) == 8 && allDigits(s) {
		if t, err := time.Parse("20060102", s); err == nil {
			return t.UTC(), nil
		}
	}
	if len(s) == 10 {
		if t, err := time.Parse("2006-01-02", s); err == nil {
			return t.UTC(), nil
		}
	}
	for _, layout := range []string{time.RFC3339Nano, "2006-01-02T15:04:05.999999999", "2006-01-02T15:04", "2006-01-02 15:04:05.999999999Z07:00", "2006-01-02 15:04:05.999999999"} {
		if t, err := time.Parse(layout, s); err == nil {
			return t.UTC(), nil
		}
	}
	return time.Time{}, fmt.Errorf("invalid date %q", s)
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return len(s) > 0
}

// parseWCFDate reads /Date(ms[±hhmm])/ with optional backslashes.
func parseWCFDate(s string) (time.Time, bool) {
	s = strings.ReplaceAll(s, `\/`, "/")
	if !strings.HasPrefix(s, "/Date(") || !strings.HasSuffix(s, ")/") {
		return time.Time{}, false
	}
	body := s[len("/Date(") : len(s)-2]
	off := ""
	if i := strings.LastIndexAny(body, "+-"); i > 0 {
		body, off = body[:i], body[i:]
	}
	ms, err := strconv.ParseInt(body, 10, 64)
	if err != nil || ms < -62135596800000 || ms > 253402300799999 {
		return time.Time{}, false
	}
	if off != "" && (len(off) != 5 || !allDigits(off[1:])) {
		return time.Time{}, false
	}
	// The instant is UTC milliseconds; the offset only says how the writer
	// displayed it, so it does not change the instant.
	return time.UnixMilli(ms).UTC(), true
}

// AppendJSONDate appends the JSON date form "\/Date(ms+0000)\/" (with
// quotes) of t.
func AppendJSONDate(b []byte, t time.Time) []byte {
	b = append(b, `"\/Date(`...)
	b = strconv.AppendInt(b, t.UnixMilli(), 10)
	return append(b, `+0000)\/"`...)
}

// AppendXMLDate appends the DataContract form yyyy-MM-ddTHH:mm:ss[.fffffff]
// (UTC wall clock, no zone, trailing zeros of the fraction trimmed).
func AppendXMLDate(b []byte, t time.Time) []byte {
	t = t.UTC()
	if year, month, day := t.Date(); year >= 0 && year <= 9999 {
		hour, minute, sec := t.Clock()
		b = append(b, byte('0'+year/1000), byte('0'+year/100%10), byte('0'+year/10%10), byte('0'+year%10), '-',
			byte('0'+month/10), byte('0'+month%10), '-', byte('0'+day/10), byte('0'+day%10), 'T',
			byte('0'+hour/10), byte('0'+hour%10), ':', byte('0'+minute/10), byte('0'+minute%10), ':',
			byte('0'+sec/10), byte('0'+sec%10))
	} else {
		b = t.AppendFormat(b, "2006-01-02T15:04:05")
	}
	if ns := t.Nanosecond(); ns != 0 {
		frac := ns / 100 // 7 digits, as .NET ticks
		if frac != 0 {
			var d [7]byte
			for i := 6; i >= 0; i-- {
				d[i] = byte('0' + frac%10)
				frac /= 10
			}
			n := 7
			for n > 0 && d[n-1] == '0' {
				n--
			}
			b = append(b, '.')
			b = append(b, d[:n]...)
		}
	}
	return b
}

// ParseBool reads true/false (case-insensitive) and 1/0.
func ParseBool(s string) (bool, error) {
	s = strings.TrimSpace(s)
	switch strings.ToLower(s) {
	case "true", "1":
		return true, nil
	case "false", "0":
		return false, nil
	}
	return false, fmt.Errorf("invalid boolean %q", s)
}

// SetPrimitive parses text into v, a settable value of the primitive or
// enum kind t (not a pointer). It is what the XML reader and the query
// binder use.
func SetPrimitive(v reflect.Value, t *Type, text string) error {
	switch t.Kind {
	case KindString:
		v.SetString(text)
		return nil
	case KindBool:
		b, err := ParseBool(text)
		if err != nil {
			return err
		}
		v.SetBool(b)
	case KindShort, KindInt, KindLong:
		bits := 64
		switch t.Kind {
		case KindShort:
			bits = 16
		case KindInt:
			bits = 32
		}
		n, err := strconv.ParseInt(strings.TrimSpace(text), 10, bits)
		if err != nil {
			return numErr(text, err)
		}
		v.SetInt(n)
	case KindByte:
		n, err := strconv.ParseUint(strings.TrimSpace(text), 10, 8)
		if err != nil {
			return numErr(text, err)
		}
		v.SetUint(n)
	case KindDecimal:
		d, err := ParseDecimal(strings.TrimSpace(text))
		if err != nil {
			return err
		}
		v.Set(reflect.ValueOf(d))
	case KindDateTime:
		d, err := ParseDateTime(text)
		if err != nil {
			return err
		}
		v.Set(reflect.ValueOf(d))
	case KindGUID:
		g, err := ParseGUID(text)
		if err != nil {
			return err
		}
		v.Set(reflect.ValueOf(g))
	case KindBytes:
		b, err := base64.StdEncoding.DecodeString(strings.TrimSpace(text))
		if err != nil {
			return errors.New("invalid base64")
		}
		v.SetBytes(b)
	case KindEnum:
		text = strings.TrimSpace(text)
		for i, n := range t.EnumNames {
			if strings.EqualFold(n, text) {
				v.SetInt(int64(i))
				return nil
			}
		}
		if n, err := strconv.Atoi(text); err == nil && n >= 0 && n < len(t.EnumNames) {
			v.SetInt(int64(n))
			return nil
		}
		return fmt.Errorf("invalid %s %q", t.Name, text)
	default:
		return fmt.Errorf("%s is not a primitive", t.Name)
	}
	return nil
}

func numErr(text string, err error) error {
	var ne *strconv.NumError
	if errors.As(err, &ne) && ne.Err == strconv.ErrRange {
		return fmt.Errorf("number %q out of range", text)
	}
	return fmt.Errorf("invalid number %q", text)
}

// Value returns the T held by v without allocating when v is addressable
// (codecs read Decimal, time.Time and GUID members through it).
func Value[T any](v reflect.Value) T {
	if v.CanAddr() {
		if p, ok := v.Addr().Interface().(*T); ok {
			return *p
		}
	}
	x, _ := v.Interface().(T)
	return x
}

// AppendPrimitiveText appends the XML text form of a primitive or enum value
// v of kind t (not a pointer). Strings and enum names are appended as they
// are: escaping is the caller's job.
func AppendPrimitiveText(b []byte, v reflect.Value, t *Type) []byte {
	switch t.Kind {
	case KindString:
		return append(b, v.String()...)
	case KindBool:
		return strconv.AppendBool(b, v.Bool())
	case KindShort, KindInt, KindLong:
		return strconv.AppendInt(b, v.Int(), 10)
	case KindByte:
		return strconv.AppendUint(b, v.Uint(), 10)
	case KindDecimal:
		return Value[Decimal](v).Append(b)
	case KindDateTime:
		return AppendXMLDate(b, Value[time.Time](v))
	case KindGUID:
		return Value[GUID](v).Append(b)
	case KindBytes:
		return base64.StdEncoding.AppendEncode(b, v.Bytes())
	case KindEnum:
		if i := v.Int(); i >= 0 && i < int64(len(t.EnumNames)) {
			return append(b, t.EnumNames[i]...)
		}
		return strconv.AppendInt(b, v.Int(), 10)
	}
	return b
}
