package main

import (
	"bytes"
	"context"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// runCLIStreams runs the command and returns stdout and stderr apart.
func runCLIStreams(t *testing.T, args ...string) (string, string, error) {
	t.Helper()
	var out, errb bytes.Buffer
	err := run(context.Background(), args, &out, &errb, func(string) string { return "" }, nil)
	return out.String(), errb.String(), err
}

// TestScreen imports the samples into a new database (SQLite, or
// PostgreSQL with SCREENGATE_TEST_BACKEND=postgres) and screens listed
// names in text and JSON, with and without the explanation.
func TestScreen(t *testing.T) {
	s := listSamples(t)
	db := newTestDB(t)

	// Before any import: a clear error, not an empty result.
	_, _, err := runCLIStreams(t, "screen", "-db", db, "-name", "Elvis Logan")
	require.ErrorContains(t, err, "no list imported yet")

	out, err := runCLI(t, "lists", "import", "-db", db, filepath.Join(s, "ofac_sdn_csv"), filepath.Join(s, "eu_fsf_sample.xml"), filepath.Join(s, "un_consolidated_sample.xml"))
	require.NoError(t, err, out)

	// OFAC SDN 10278 "LOGAN MOREY, Elvis Angus", DOB 28 Jul 1963, Belize.
	stdout, stderr, err := runCLIStreams(t, "screen", "-db", db, "-name", "Elvis Angus Logan Morey", "-dob", "1963-07-28", "-country", "bz", "-type", "individual", "-explain")
	require.NoError(t, err, stderr)
	require.Empty(t, stderr)
	lines := strings.Split(stdout, "\n")
	require.Contains(t, lines[0], `screened "Elvis Angus Logan Morey" against 30 entities (EU v2, OFACL v1, UN v3`)
	require.Regexp(t, `^#\s+SIMILARITY\s+STRENGTH\s+LIST\s+KEY`, lines[1])
	require.Regexp(t, `^1\s+100\.00\s+100\s+OFACL\s+10278\s+person\s+LOGAN MOREY, Elvis Angus\s+LOGAN MOREY, Elvis Angus \(primary\)`, lines[2])
	require.Contains(t, stdout, "#1 OFACL 10278:\npreset precise, list OFACL version \"1\"")
	require.Contains(t, stdout, "date-of-birth +5 (same-day: query 1963-07-28, list 28 Jul 1963)")
	require.Contains(t, stdout, "country +3 (country-match: query BZ, list BZ)")

	// JSON: the same match, with the explanation as fields.
	stdout, stderr, err = runCLIStreams(t, "screen", "-db", db, "-name", "LOGAN MOREY, Elvis", "-dob", "1970", "-json", "-explain", "-lists", "OFACL,UN")
	require.NoError(t, err, stderr)
	var res struct {
		Query struct {
			Names     []string `json:"names"`
			BirthDate string   `json:"dateOfBirth"`
			Lists     []string `json:"lists"`
		} `json:"query"`
		Lists   []struct{ List string } `json:"lists"`
		Matches []struct {
			List        string   `json:"list"`
			ListVersion string   `json:"listVersion"`
			Key         string   `json:"key"`
			Type        string   `json:"type"`
			Name        string   `json:"name"`
			NameType    string   `json:"nameType"`
			Similarity  float64  `json:"resultSimilarity"`
			Strength    int      `json:"resultStrength"`
			Programs    []string `json:"programs"`
			Explanation struct {
				Preset      string `json:"preset"`
				Tokens      []struct{ Query, List string }
				Adjustments []struct {
					Factor, Reason string
					Delta          int
				} `json:"adjustments"`
			} `json:"explanation"`
		} `json:"matches"`
	}
	require.NoError(t, json.Unmarshal([]byte(stdout), &res), stdout)
	require.Equal(t, []string{"OFACL", "UN"}, res.Query.Lists)
	require.Equal(t, "1970", res.Query.BirthDate)
	require.Len(t, res.Lists, 3)
	require.NotEmpty(t, res.Matches, stdout)
	m := res.Matches[0]
	require.Equal(t, "OFACL", m.List)
	require.Equal(t, "1", m.ListVersion)
	require.Equal(t, "10278", m.Key)
	require.Equal(t, "person", m.Type)
	require.Equal(t, "primary", m.NameType)
	require.Equal(t, []string{"SDNT"}, m.Programs)
	require.GreaterOrEqual(t, m.Similarity, 80.0)
	require.Less(t, m.Strength, int(m.Similarity), "a DOB seven years apart lowers the strength")
	require.Equal(t, "precise", m.Explanation.Preset)
	require.Len(t, m.Explanation.Tokens, 4) // logan, morey, elvis + the unpaired angus
	require.Equal(t, "date-of-birth", m.Explanation.Adjustments[0].Factor)
	require.Equal(t, "years-apart", m.Explanation.Adjustments[0].Reason)
	require.Negative(t, m.Explanation.Adjustments[0].Delta)

	// Restricted to a list without the person: no match.
	stdout, _, err = runCLIStreams(t, "screen", "-db", db, "-name", "Elvis Angus Logan Morey", "-lists", "EU")
	require.NoError(t, err)
	require.Contains(t, stdout, "\nno match\n")
	stdout, _, err = runCLIStreams(t, "screen", "-db", db, "-name", "Elvis Angus Logan Morey", "-lists", "EU", "-json")
	require.NoError(t, err)
	require.Contains(t, stdout, `"matches": []`)

	// The ofac preset scores the same name too.
	stdout, stderr, err = runCLIStreams(t, "screen", "-db", db, "-name", "Elvis Logan Morey", "-preset", "ofac", "-limit", "1")
	require.NoError(t, err, stderr)
	require.Regexp(t, `\n1\s+\d+\.\d\d\s+\d+\s+OFACL\s+10278\s`, stdout)
}

// TestScreenBadFlags: each mistake gets a message naming it and the usage
// error (exit status 2), before the database is touched.
func TestScreenBadFlags(t *testing.T) {
	db := filepath.Join(t.TempDir(), "never-created", "x.db")
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{}, "-name is required"},
		{[]string{"-name", ""}, "empty name"},
		{[]string{"-name", "Elvis", "Logan"}, `unexpected argument "Logan"`},
		{[]string{"-name", "x", "-dob", "1963-13-01"}, `-dob "1963-13-01"`},
		{[]string{"-name", "x", "-dob", "28/07/1963"}, `-dob "28/07/1963"`},
		{[]string{"-name", "x", "-country", "Russia"}, `-country "Russia"`},
		{[]string{"-name", "x", "-type", "robot"}, `-type "robot"`},
		{[]string{"-name", "x", "-only-type"}, "-only-type needs -type"},
		{[]string{"-name", "x", "-threshold", "0"}, "-threshold 0"},
		{[]string{"-name", "x", "-threshold", "101"}, "-threshold 101"},
		{[]string{"-name", "x", "-threshold", "high"}, `invalid value "high" for flag -threshold`},
		{[]string{"-name", "x", "-limit", "0"}, "-limit 0"},
		{[]string{"-name", "x", "-preset", "fuzzy"}, `-preset "fuzzy"`},
		{[]string{"-name", "x", "-bogus"}, "flag provided but not defined: -bogus"},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			stdout, stderr, err := runCLIStreams(t, append([]string{"screen", "-db", db}, tc.args...)...)
			require.ErrorIs(t, err, errUsage)
			require.Empty(t, stdout)
			require.Contains(t, stderr, tc.want)
		})
	}

	// An unknown list id is refused once the database says which lists it has.
	s := listSamples(t)
	db = filepath.Join(t.TempDir(), "l.db")
	out, err := runCLI(t, "lists", "import", "-db", db, filepath.Join(s, "un_consolidated_sample.xml"))
	require.NoError(t, err, out)
	_, stderr, err := runCLIStreams(t, "screen", "-db", db, "-name", "x", "-lists", "OFAC,UN")
	require.ErrorIs(t, err, errUsage)
	require.Contains(t, stderr, "list OFAC has no version in this database (it has UN)")
}
