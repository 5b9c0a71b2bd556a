package textnorm

import "strings"

// Word lists, all folded (lower-case ASCII). They are deliberately short:
// a word listed here loses weight in every name it occurs in, so only words
// that carry little identity belong here.

// honorifics are titles and forms of address stripped from person names.
// Words that are also common given names (Amir, Sultan, Hafiz, Imam) are
// not listed.
var honorifics = words(`
mr mrs ms miss mx dr prof professor sir dame lord lady
sheikh shaykh sheik shaikh shiekh haji hajji hadji alhaji alhajji hajj
mullah mulla mollah maulana mawlana mawlawi maulvi mawlavi maulawi molvi qari
ayatollah ayatullah hojatoleslam hojjatoleslam
general gen colonel col major maj captain capt lieutenant lt sergeant sgt
admiral adm brigadier brig commander cmdr marshal
rev reverend monsignor msgr
`)

// particles are name particles and connectors: articles, "son of", "of".
var particles = words(`
al el ul ud ad ar as at az an ash
bin ben ibn bint binti bte bn
van von der den de da do dos das di du del della la le lo y e ter ten
`)

// legalForms maps a legal-form word to its class: all words of a class
// compare equal (OOO = LLC, AO = JSC, ...). Multi-letter abbreviations
// written with dots ("L.L.C.") are joined before the lookup.
var legalForms = func() map[string]string {
	m := map[string]string{}
	add := func(class, list string) {
		for _, w := range strings.Fields(list) {
			m[w] = class
		}
	}
	add("llc", "llc ltd limited ooo too gmbh sarl srl bv sro doo pty pte kft llp mchj tov")
	add("jsc", "jsc ao zao oao pao pjsc ojsc cjsc jsco sa ag nv spa plc asa tbk aktiengesellschaft")
	add("corp", "inc incorporated corp corporation")
	add("co", "co company compania companhia compagnie cie")
	add("lp", "lp partnership")
	add("fz", "fze fzco fzc fzllc")
	add("est", "est establishment")
	add("bhd", "bhd berhad sdn")
	return m
}()

func words(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(s) {
		m[w] = true
	}
	return m
}

// LegalClass returns the legal-form class of a folded word ("ltd" and
// "ooo" both give "llc"), or "" when w is not a legal form.
func LegalClass(w []byte) string { return legalForms[string(w)] }

// IsHonorific reports whether the folded word w is a title stripped from
// person names.
func IsHonorific(w []byte) bool { return honorifics[string(w)] }

// IsParticle reports whether the folded word w is a name particle.
func IsParticle(w []byte) bool { return particles[string(w)] }
