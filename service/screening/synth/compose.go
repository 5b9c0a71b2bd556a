package synth

import "strings"

// Family names composed from stems and endings, so that the generated
// name space is as wide as real ones (a table of a hundred family names
// per culture makes namesakes far too common).
func init() {
	compose := func(id string, stems, endings []string, fn func(stem, end string) string) {
		for _, c := range cultures {
			if c.id != id {
				continue
			}
			seen := map[string]bool{}
			for _, x := range c.family {
				seen[x] = true
			}
			for _, st := range stems {
				for _, en := range endings {
					n := fn(st, en)
					if n != "" && !seen[n] {
						seen[n] = true
						c.family = append(c.family, n)
					}
				}
			}
		}
	}
	cat := func(stem, end string) string { return stem + end }
	// Given names "Abdul" + a name of God.
	for _, c := range cultures {
		if c.id == "arab" || c.id == "afpak" {
			for _, n := range f(`Rahman Karim Aziz Latif Majid Hamid Qadir Jabbar Ghani Razzaq Wahab Salam Malik Hakim
				Halim Rahim Wahid Basit Nasir Qayyum Samad Baqi Hadi Jalil Khaliq Matin Quddus Rauf Sabur Sattar
				Shakur Wadud Wali Mannan Bari Hai Ahad`) {
				c.male = append(c.male, "Abdul"+strings.ToLower(n), "Abdul "+n)
			}
		}
	}
	compose("arab", f(`Hashim Qahtan Harb Shammar Utaib Zahran Ghamd Mutair Dawsar Anaz Khalid Husayn Najjar Tikrit
		Jubur Dulaim Ubaid Janab Zubaid Asad Hakim Sadr Amir Kuwait Yemen Libi Suri Baghdad Adan Hadram Awlak
		Halab Dimashq Mawsil Basr Kuf Tunis Jazair Sudan Misrat Zawiy Darn Benghaz Sirt Fezzan Hims Hama Idlib
		Raqq Dar Deir Homs Jaber Nasser Rashid Saad Salim Sharif Tahir Yasin Zaid Fadl Shaib Qasim Wahid Hadi
		Jamal Kamal Nuri Rifai Shishan Tamim Wazir Yahya Zayyat Badr Falah Ghaz Habib Idris Jafar Khatib`),
		[]string{"", "i", "Al-*i", "Abu *", "Bin *"}, func(stem, end string) string {
			switch {
			case end == "":
				return stem
			case end == "i":
				return stem + "i"
			default:
				return strings.ReplaceAll(end, "*", stem) + map[bool]string{true: "", false: ""}[true]
			}
		})
	compose("afpak", f(`Noor Achak Popal Barak Ali Ishaq Ahmad Mohmand Yousaf Sulaiman Kakar Wardak Stanek Zadran Mangal
		Shinwar Afrid Durran Tokh Hotak Andar Tarak Kharot Jadran Babak Sahak Safi Mamund Utman Orakz Bangash
		Khattak Marwat Gandapur Niaz Lodh Sur Daudz Kaka Musa Isa Hassan Rahim Karim Jabar Haq Nazar Gul`),
		[]string{"zai", "khel", "i", "wal"}, cat)
	compose("slav", f(`Ivan Petr Smirn Kuznets Pop Vasil Sokol Mikhail Novik Fedor Moroz Volk Aleks Lebed Semen Egor
		Pavl Kozl Stepan Nikol Orl Andre Makar Nikit Zakhar Zait Solov Boris Yakovl Grigor Roman Vorob Serge
		Frol Belous Bondar Tkach Kovalch Shevch Kravch Savch Marchenk Lysenk Rudenk Moskal Gonchar Kolesnik
		Melnik Kovalev Sidor Gusak Zhuk Karp Osip Demid Prokop Trofim Timosh Denis Kiril Arsen Bogdan Taras
		Yarosh Lukash Tereshch Yemel Kondrat Afanas Gerasim Ignat Kuzm Nazar Savel Tikhon Ustin Fom Kharit`),
		[]string{"ov", "ev", "in", "enko", "sky", "chuk", "yuk", "ovsky"}, cat)
	compose("tr", f(`Kara Ak Demir Yıldız Öz Er Kaya Taş Gül Çelik Ay Gün Can Bil Tek Şen Sarı Uz Koç Bay Düz Kurt`),
		f(`han oğlu er can dağ soy türk el ay baş kan tepe göz ok yol su`), func(stem, end string) string {
			return stem + end
		})
	compose("afr", f(`Ade Olu Oluwa Chi Nne Oba Ola Ayo Femi Kunle Bola Tunde Ife Obi Eze Uche Nwa Oke Ogun Ama`),
		f(`wale seun bayo mide kemi dayo nna emeka kwu yemi femi sola gbenga chukwu diri nkwo`), func(stem, end string) string {
			return stem + end
		})
	compose("anglo", f(`Ash Black Brad Brook Cald Chad Crom Dal Dun Fair Glad Hart Haw Holl Kings Lang Mar Mid New
		North Oak Pen Red Ring Rut Shel Stan Stock Sut Thorn Tre Wal Wed West Whit Wind Wood Work`),
		f(`ford ley ton well wood worth field ham by more stone wick`), func(stem, end string) string {
			return stem + end
		})
	compose("hisp", f(`Alarc Bern Carden Cerv Domingu Echever Galleg Herrer Ibarr Lozan Marquez Navarr Orteg Pach
		Quinter Rosal Serran Trujill Valdez Villan Zamor Aguirr Benit Cabrer Delgad Esquivel Fajard Gallard`),
		f(`o a ez on`), func(stem, end string) string { return stem + end })
}
