package service_test

import (
	"strings"
	"testing"

	"github.com/screengate/screengate/service"
)

func TestCheckCriteria(t *testing.T) {
	ok := service.ScreenCriteria{Name: "Ivan Petrov", Type: "individual", DateOfBirth: "01/02/1960", SelectedLists: []string{"all"}}
	for _, tc := range []struct {
		name string
		edit func(*service.ScreenCriteria)
		want string // substring of the error; "" for none
	}{
		{"valid", func(*service.ScreenCriteria) {}, ""},
		{"entity of one word", func(c *service.ScreenCriteria) { c.Type, c.Name = "entity", "Rosneft" }, ""},
		{"one name", func(c *service.ScreenCriteria) { c.Name = "Petrov" }, "at least two names"},
		{"one-letter name", func(c *service.ScreenCriteria) { c.Name = "I Petrov" }, "one-letter"},
		{"bad date", func(c *service.ScreenCriteria) { c.DateOfBirth = "1960-02-01" }, "DD/MM/YYYY"},
		{"no lists", func(c *service.ScreenCriteria) { c.SelectedLists = nil }, "Selected Lists"},
		{"unknown list", func(c *service.ScreenCriteria) { c.SelectedLists = []string{"NOPE"} }, "unknown list"},
		{"no type", func(c *service.ScreenCriteria) { c.Type = "" }, "Type"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := ok
			c.SelectedLists = append([]string(nil), ok.SelectedLists...)
			tc.edit(&c)
			lists := append([]string(nil), c.SelectedLists...)
			err := service.CheckCriteria(c)
			switch {
			case tc.want == "" && err != nil:
				t.Fatalf("unexpected error: %v", err)
			case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
				t.Fatalf("error %v, want one naming %q", err, tc.want)
			}
			for i := range lists {
				if c.SelectedLists[i] != lists[i] {
					t.Fatalf("SelectedLists changed: %v", c.SelectedLists)
				}
			}
		})
	}
}
