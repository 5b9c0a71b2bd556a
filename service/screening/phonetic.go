package screening

import "slices"

// soundKey writes to buf the transliteration-aware consonant skeleton of
// word w (lowercase a-z, as the normaliser leaves a romanised word) and
// returns it, or nil when w holds anything else or the skeleton has fewer
// than two consonants (too little to tell names apart). q stands for the
// letter q is written as: Arabic qaf is romanised q, k or g (Qasim,
// Kassem; Qadhafi, Gaddafi), so two words sound alike when their keys
// agree with q as k or with q as g.
//
// The skeleton keeps the consonants and reduces the vowels to their
// places, so that Mohamed, Muhammad and Mohammed all give "m.h.m.d" but
// Mahmoud gives "m.hm.d":
//   - c is k, ph is f, ck is k;
//   - an h after a consonant is dropped (kh, dh, th, sh, gh: Qadhafi,
//     Gaddafi), and so is an h that no vowel follows (Usamah, Usama);
//   - after the first letter, y and w are vowels (Husayn, Hussein; Dawud,
//     Daoud);
//   - each run of vowels is one mark: "i" for a diphthong, a run of two
//     or more letters holding an i or a y (Hussein, Husayn, Hussain), "."
//     otherwise (Mohamed, Muhammad; Abdelrahman, Abdulrahman; Qasim,
//     Kassem; Karim, Kareem), so that Hasan ("h.s.n") and Husayn
//     ("h.sin") stay apart; a leading run is always "." (Usama, Osama;
//     Ibrahim, Ebrahim);
//   - a consonant repeated with no vowel between counts once (Youssef,
//     Yusuf).
//
// It is in the spirit of the consonant skeletons of Arabic romanisation
// and of Metaphone, which nomenklatura's compare_parts_phonetic uses to
// accept two name parts (docs/screening.md cites both).
func soundKey(w []byte, q byte, buf *[maxJaroLen]byte) []byte {
	if len(w) > maxJaroLen {
		return nil
	}
	out := buf[:0]
	cons := 0
	inVowels, front, lead := false, false, true
	run := 0      // letters in the current run of vowels
	var prev byte // the previous letter of w
	flush := func() {
		if inVowels {
			if front && run >= 2 && !lead {
				out = append(out, 'i')
			} else {
				out = append(out, '.')
			}
			inVowels, front, run = false, false, 0
		}
		lead = false
	}
	for i := 0; i < len(w); i++ {
		c := w[i]
		if c < 'a' || c > 'z' {
			return nil
		}
		vowel := c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u' || i > 0 && (c == 'y' || c == 'w')
		if vowel {
			if c == 'i' || c == 'y' {
				front = true
			}
			inVowels = true
			run++
			prev = c
			continue
		}
		switch c {
		case 'h':
			if i > 0 && !isVowelByte(prev) {
				prev = c
				continue // kh, dh, th, sh, gh, ch: the h marks the consonant before
			}
			if i > 0 && (i+1 == len(w) || !isVowelByte(w[i+1])) {
				prev = c
				continue // a final or silent h
			}
		case 'c':
			c = 'k'
			if i+1 < len(w) && w[i+1] == 'k' {
				i++
			}
		case 'p':
			if i+1 < len(w) && w[i+1] == 'h' {
				c = 'f'
				i++
			}
		case 'q':
			c = q
		}
		prev = w[i]
		hadVowels := inVowels
		flush()
		if !hadVowels && len(out) > 0 && out[len(out)-1] == c {
			continue
		}
		out = append(out, c)
		cons++
	}
	flush()
	if cons < 2 {
		return nil
	}
	return out
}

func isVowelByte(c byte) bool {
	switch c {
	case 'a', 'e', 'i', 'o', 'u', 'y', 'w':
		return true
	}
	return false
}

// soundKeys returns the sound keys of a and b (q as k, or q as g when
// that makes them agree) and whether they agree.
func soundKeys(a, b []byte) (ka, kb string, alike bool) {
	var ba, bb [maxJaroLen]byte
	for _, q := range [...]byte{'k', 'g'} {
		ka, kb = string(soundKey(a, q, &ba)), string(soundKey(b, q, &bb))
		if ka != "" && ka == kb {
			return ka, kb, true
		}
	}
	return string(soundKey(a, 'k', &ba)), string(soundKey(b, 'k', &bb)), false
}

// soundAlike reports whether a and b have the same sound key (see
// soundKey), with q read as k or as g.
func soundAlike(a, b []byte) bool {
	var ba, bb [maxJaroLen]byte
	ka := soundKey(a, 'k', &ba)
	if ka == nil {
		return false
	}
	if kb := soundKey(b, 'k', &bb); kb != nil && string(ka) == string(kb) {
		return true
	}
	if !slices.Contains(a, 'q') && !slices.Contains(b, 'q') {
		return false // the keys with q as g are the same
	}
	ka = soundKey(a, 'g', &ba)
	kb := soundKey(b, 'g', &bb)
	return ka != nil && kb != nil && string(ka) == string(kb)
}
