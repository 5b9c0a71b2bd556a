package service

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestRegistryBuild(t *testing.T) {
	s, err := NewSchema("")
	require.NoError(t, err)
	require.NotEmpty(t, s.Operations())
	for _, op := range s.Operations() {
		require.NotNil(t, op.Request, op.Name)
		require.NotNil(t, op.Data, op.Name)
		require.Equal(t, op.Name, op.Request.Name)
		require.Equal(t, op.Name+"Data", op.Data.Name)
		// Authentication comes first in XML, last in JSON.
		require.Equal(t, "Authentication", op.Request.XMLFields[0].XMLName, op.Name)
		require.Equal(t, "authentication", op.Request.Fields[len(op.Request.Fields)-1].JSONName, op.Name)
		require.Equal(t, "ResponseStatus", op.Data.XMLFields[0].XMLName, op.Name)
	}
	op, ok := s.Operation("getdbssearches")
	require.True(t, ok)
	var names []string
	for _, f := range op.Request.XMLFields {
		names = append(names, f.XMLName)
	}
	require.Equal(t, "Authentication Sort page_x005B_limit_x005D_ page_x005B_offset_x005D_ DateFrom DateTo IsApplicantInfoCompleted IsApplicationCompleted IsApplicationDisclosed IsApplicationSubmitted IsIdCheckCompleted Name SubUserName", strings.Join(names, " "))
	rs, _ := s.TypeOf(op.Data.Fields[len(op.Data.Fields)-1].Type.GoType)
	require.Equal(t, "ResponseStatus", rs.Name)
	names = names[:0]
	for _, f := range rs.XMLFields {
		names = append(names, f.XMLName)
	}
	require.Equal(t, "ErrorCode Message StackTrace Errors Meta", strings.Join(names, " "))
}

func TestListItemNames(t *testing.T) {
	s, err := NewSchema("")
	require.NoError(t, err)
	want := map[string]string{ // list contract -> item, namespace
		"ArrayOfLong":                   "Long " + DefaultNamespace,
		"ArrayOflong":                   "long " + ArraysNamespace,
		"ArrayOfSearchNote":             "Note " + DefaultNamespace,
		"ArrayOfUserNames":              "UserName " + DefaultNamespace,
		"ArrayOfCompany":                "Company " + DefaultNamespace,
		"ArrayOfBulkSearchStatus":       "BulkSearch " + DefaultNamespace,
		"ArrayOfSearchRecord":           "SearchRecord " + DefaultNamespace,
		"ArrayOfSearchResultEntry":      "SearchResultEntry " + DefaultNamespace,
		"ArrayOfResponseError":          "ResponseError " + DefaultNamespace,
		"ArrayOfKeyValueOfstringstring": "KeyValueOfstringstring " + ArraysNamespace,
	}
	got := map[string]string{}
	for _, t := range s.NamedTypes() {
		if t.Kind == KindList || t.Kind == KindMap {
			got[t.Name] = t.ItemName + " " + t.Namespace
		}
	}
	for k, v := range want {
		require.Equal(t, v, got[k], k)
	}
}
