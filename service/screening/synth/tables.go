package synth

import "strings"

// Name-part tables, written for this generator (no external data): common
// given names and family names of the regions sanctions and PEP lists
// cover most, in the romanisations those lists use, most frequent first
// (the sampler favours the head of each table, as real name frequencies
// do).

type culture struct {
	id        string
	countries []string
	weight    float64 // share of list (distractor) persons
	pop       float64 // share of persons to screen (a bank's customers)
	male      []string
	female    []string
	family    []string
	// style of the full name
	style nameStyle
	// originalScript writes a name in the culture's own script ("" when
	// the generator does not).
	script string
}

type nameStyle uint8

const (
	styleWestern   nameStyle = iota // given [middle] family
	styleArabic                     // given father grandfather [al-]family
	styleSlavic                     // given patronymic family
	styleHispanic                   // given [given] paternal maternal
	styleEastAsian                  // family given (given often two syllables)
	styleSingle                     // given family, often with a second given name
)

// f splits a table on white space; "_" joins words of one entry.
func f(s string) []string {
	out := strings.Fields(s)
	for i, w := range out {
		out[i] = strings.ReplaceAll(w, "_", " ")
	}
	return out
}

var cultures = []*culture{
	{
		id: "arab", weight: 0.24, pop: 0.10, style: styleArabic,
		countries: f("SA AE IQ SY EG YE LY JO LB KW QA TN DZ MA SD BH OM PS"),
		male: f(`Mohammed Ahmed Ali Abdullah Mahmoud Omar Hassan Hussein Khalid Ibrahim Yousef Abdul Mustafa
			Saeed Salem Nasser Adel Tariq Faisal Walid Hamza Bilal Sami Karim Jamal Rashid Majid Fahd Sultan
			Abdulrahman Abdulaziz Abdelkader Abdallah Ayman Bashar Ziad Samir Nabil Hisham Osama Anas Mazen
			Imad Raed Maher Riyad Salah Fawzi Munir Jaber Qasim Haitham Mansour Marwan Murad Nawaf Othman
			Qais Rami Sabri Talal Wael Yasser Zaki Hamad Mubarak Badr Fares Ghassan Hatem Issa Jihad Kamal
			Luay Mahdi Nidal Raafat Shadi Tamer Usama Yahya Zuhair Ismail Idris Sulaiman Musa Harun Dawud`),
		female: f(`Fatima Aisha Maryam Zainab Khadija Noor Layla Huda Amal Salma Rania Dina Hala Rana Samira
			Nadia Farah Lina Reem Yasmin Iman Asma Hanan Sara Mona Noura Suha Wafa Ghada Lubna Maha Nada`),
		family: f(`Al-Saud Al-Tamimi Al-Rashid Al-Masri Al-Hashimi Al-Qahtani Al-Harbi Al-Shammari Al-Otaibi
			Al-Zahrani Al-Ghamdi Al-Mutairi Al-Dosari Al-Anazi Al-Khalidi Al-Husseini Al-Najjar Haddad
			Khoury Nasser Saleh Mansour Hamdan Awad Darwish Abbas Qasim Suleiman Barakat Shaheen Jaber
			Zayed Yassin Bakri Hariri Jumblatt Karami Taha Rahman Aziz Farouk Hamid Kareem Latif Majeed
			Al-Jubouri Al-Dulaimi Al-Tikriti Al-Obeidi Al-Janabi Al-Zubaidi Al-Maliki Al-Asadi Al-Hakim
			Al-Sadr Al-Amiri Al-Kuwaiti Al-Yemeni Al-Libi Al-Suri Al-Baghdadi Al-Adani Al-Hadrami Al-Awlaki
			Ben-Ali Bouazizi Belhadj Benali Mebarki Boudiaf Zeroual Ghannouchi Trabelsi Chaabane Haftar
			Gaddafi Megrahi Mukhtar Shalgham Obeidi Bashir Turabi Ghazi Hamdi Helmy Sabry Fahmy Shukri`),
	},
	{
		id: "afpak", weight: 0.12, pop: 0.05, style: styleSingle,
		countries: f("AF PK IR BD"),
		male: f(`Mohammad Abdul Gul Hafiz Sher Noor Jan Zahir Amanullah Habibullah Najibullah Hamidullah
			Rahmatullah Saifullah Azizullah Obaidullah Qudratullah Ahmad Mahmood Javed Imran Asif Tariq
			Shahid Zahid Khalid Rashid Nasir Bashir Aslam Akram Iqbal Farooq Yusuf Ismail Hamid Karim
			Wali Dad Khan Baz Din Gul Agha Akhtar Mansoor Haqqani Jalaluddin Sirajuddin Fazl Hekmat
			Reza Hossein Mehdi Ali Akbar Hassan Mostafa Javad Saeed Majid Behrouz Dariush Kourosh Farhad`),
		female: f(`Fatima Maryam Zahra Parveen Shazia Ayesha Nargis Farzana Roya Shirin Leila Parisa Mina Nasrin
			Zainab Rukhsana Samina Nazia Bushra Sadia`),
		family: f(`Khan Akhund Haqqani Noorzai Achakzai Popalzai Barakzai Alizai Ishaqzai Kakar Durrani
			Wardak Stanekzai Zadran Mangal Afridi Yousafzai Shinwari Mohmand Ahmadzai Sultani Rahimi Karimi
			Hosseini Ahmadi Mohammadi Rezaei Hashemi Jafari Mousavi Sadeghi Tehrani Rostami Bagheri Akbari
			Soleimani Naqvi Rizvi Qureshi Siddiqui Chaudhry Butt Malik Sheikh Mirza Baig Awan Javed Iqbal
			Bhutto Sharif Zardari Gillani Abbasi Hameed Azhar Saeed Lakhvi Masood Ansari Hamdard Bukhari`),
	},
	{
		id: "slav", weight: 0.16, pop: 0.07, style: styleSlavic, script: "Cyrl",
		countries: f("RU UA BY KZ RS BG MD"),
		male: f(`Aleksandr Sergei Vladimir Dmitry Andrei Alexei Igor Yuri Nikolai Mikhail Viktor Oleg Pavel
			Ivan Yevgeny Maxim Anatoly Boris Vitaly Konstantin Roman Denis Artem Valery Gennady Leonid
			Stanislav Vadim Vasily Grigory Pyotr Fyodor Arkady Timur Ruslan Rustam Ilya Kirill Nikita
			Anton Vyacheslav Yaroslav Bogdan Taras Stepan Arseny Gleb Lev Semyon Yakov Zakhar Eduard Fedor`),
		female: f(`Elena Olga Tatiana Natalia Irina Svetlana Anna Maria Ekaterina Yulia Marina Galina Lyudmila
			Valentina Nadezhda Larisa Anastasia Oksana Alla Lidia Vera Zoya Polina Daria Kseniya Alina`),
		family: f(`Ivanov Smirnov Kuznetsov Popov Vasiliev Petrov Sokolov Mikhailov Novikov Fedorov Morozov
			Volkov Alekseev Lebedev Semenov Egorov Pavlov Kozlov Stepanov Nikolaev Orlov Andreev Makarov
			Nikitin Zakharov Zaitsev Soloviev Borisov Yakovlev Grigoriev Romanov Vorobiev Sergeev Frolov
			Rotenberg Timchenko Deripaska Abramovich Vekselberg Usmanov Potanin Fridman Aven Kovalchuk
			Shamalov Yakunin Sechin Patrushev Bortnikov Shoigu Lavrov Medvedev Peskov Naryshkin Kiriyenko
			Prigozhin Utkin Chemezov Kostin Miller Gref Akimov Tokarev Dvorkovich Shuvalov Kudrin Nabiullina
			Yanukovych Azarov Klymenko Arbuzov Kurchenko Medvedchuk Firtash Kolomoisky Akhmetov Pinchuk
			Lukashenko Makei Sheiman Zhukov Gusev Titov Belov Kiselev Tarasov Ignatov Danilov Baranov`),
	},
	{
		id: "zh", weight: 0.06, pop: 0.10, style: styleEastAsian,
		countries: f("CN HK TW SG"),
		male: f(`Wei Jun Hao Lei Jie Tao Ming Qiang Peng Bo Yong Jian Hui Gang Ping Chao Bin Feng Hua Long
			Xiang Kai Yu Zhi Dong Cheng Guang Hong Jing Liang Nan Qing Rui Sheng Tian Wen Xin Yang Zhen`),
		female: f(`Li Fang Na Min Jing Yan Ying Hong Xia Mei Lan Juan Yun Hui Ling Xiu Qian Ting Yue Zhen`),
		family: f(`Wang Li Zhang Liu Chen Yang Huang Zhao Wu Zhou Xu Sun Ma Zhu Hu Guo He Lin Gao Luo Zheng
			Liang Xie Song Tang Han Feng Deng Cao Peng Zeng Xiao Tian Dong Pan Yuan Cai Jiang Yu Du Ye
			Cheng Wei Su Lu Ding Ren Shen Yao Jin Fu Fan Fang Bai Zou Meng Xiong Qin Qiu Hou Jia Xue Yan`),
	},
	{
		id: "ko", weight: 0.01, pop: 0.01, style: styleEastAsian,
		countries: f("KP KR"),
		male: f(`Jong Chol Song Il Yong Myong Kwang Chang Hyon Nam Ho Sung Jin Hun Su Man Sik Chun Gwang
			Hyok Ryong Min Jae Hyun Woo Seung Dong Young Tae Sang Un Hak Gil Ung Bong Chan Pyong Hwan
			Yun Gyu Jun Won Hoon Ki Kyu Mun Rak Nyon Ok Pil Rim Sam Sok Tal Thae U Yon Baek Dal Gap`),
		female: f(`Yo Jong Sol Hui Ok Mi Kyong Suk Hwa Yon Ju Ae Ryon Sun Hye Ja Yong Hyang Gum Bok Chun Yun Rye`),
		family: f(`Kim Ri Pak Choe Jong Kang Cho Yun Jang Han Hwang O An Song Ryu Hong Jon Ko Mun Son Yang
			Paek Hyon Chae Sin Nam Ju Ku Ra`),
	},
	{
		id: "hisp", weight: 0.10, pop: 0.14, style: styleHispanic,
		countries: f("MX CO VE ES AR PE CU EC NI BO PA GT HN SV"),
		male: f(`José Juan Carlos Luis Jorge Miguel Pedro Manuel Francisco Antonio Jesús Alejandro Rafael
			Fernando Ricardo Roberto Eduardo Javier Diego Andrés Sergio Raúl Óscar Héctor Pablo Víctor
			Gustavo Alberto Enrique Arturo Ramón Hugo Mario Rubén Julio Ernesto Joaquín Álvaro Rodrigo
			Nicolás Gonzalo Ignacio Ismael Humberto Rigoberto Efraín Aldo Gilberto Ovidio Dámaso Rafael`),
		female: f(`María Ana Carmen Rosa Laura Patricia Sofía Isabel Lucía Elena Marta Gabriela Verónica
			Adriana Claudia Beatriz Mónica Silvia Teresa Daniela Alejandra Paola Luz Marisol Yolanda`),
		family: f(`García Rodríguez Martínez Hernández López González Pérez Sánchez Ramírez Torres Flores
			Rivera Gómez Díaz Cruz Morales Reyes Gutiérrez Ortiz Chávez Ramos Ruiz Mendoza Castillo Jiménez
			Vargas Romero Herrera Medina Aguilar Castro Vázquez Guzmán Fernández Moreno Muñoz Rojas Salazar
			Escobar Gaviria Ochoa Orejuela Zambada Caro Quintero Carrillo Fuentes Arellano Félix Beltrán
			Leyva Guerrero Cárdenas Henao Mejía Londoño Restrepo Uribe Cabello Maduro Padrino Saab Tareck
			Pulido Urdaneta Bolívar Linares Montes Peña Valencia Zapata Ospina Barrera Cifuentes Santos`),
	},
	{
		id: "anglo", weight: 0.06, pop: 0.20, style: styleWestern,
		countries: f("US GB CA AU NZ IE ZA"),
		male: f(`James John Robert Michael William David Richard Joseph Thomas Charles Christopher Daniel
			Matthew Anthony Mark Donald Steven Paul Andrew Joshua Kenneth Kevin Brian George Timothy Ronald
			Edward Jason Jeffrey Ryan Jacob Gary Nicholas Eric Jonathan Stephen Larry Justin Scott Brandon
			Benjamin Samuel Gregory Frank Alexander Raymond Patrick Jack Dennis Jerry Tyler Aaron Henry
			Adam Nathan Zachary Walter Kyle Harold Carl Jeremy Keith Roger Gerald Ethan Arthur Terry Christian
			Sean Lawrence Austin Joe Noah Jesse Albert Bryan Billy Bruce Willie Jordan Dylan Alan Ralph Gabriel
			Roy Juan Wayne Eugene Logan Randy Louis Russell Vincent Philip Bobby Johnny Bradley Oliver Harry`),
		female: f(`Mary Patricia Jennifer Linda Elizabeth Barbara Susan Jessica Sarah Karen Nancy Lisa Betty
			Margaret Sandra Ashley Kimberly Emily Donna Michelle Dorothy Carol Amanda Melissa Deborah
			Stephanie Rebecca Sharon Laura Cynthia Kathleen Amy Angela Shirley Anna Brenda Pamela Emma Nicole
			Helen Samantha Katherine Christine Debra Rachel Carolyn Janet Catherine Maria Heather Diane Ruth`),
		family: f(`Smith Johnson Williams Brown Jones Miller Davis Wilson Anderson Taylor Thomas Moore Martin
			Jackson Thompson White Harris Clark Lewis Robinson Walker Young Allen King Wright Scott Hill Green
			Adams Baker Nelson Carter Mitchell Roberts Turner Phillips Campbell Parker Evans Edwards Collins
			Stewart Morris Murphy Cook Rogers Morgan Cooper Peterson Reed Bailey Bell Kelly Howard Ward Cox
			Richardson Wood Watson Brooks Bennett Gray Hughes Price Sanders Myers Long Ross Foster Powell`),
	},
	{
		id: "fr", weight: 0.02, pop: 0.05, style: styleWestern,
		countries: f("FR BE CH LU MC"),
		male: f(`Jean Pierre Michel Philippe Alain Nicolas Christophe Patrick Daniel Bernard Éric Frédéric
			Laurent Stéphane Olivier Sébastien Julien François Thierry Jérôme Gérard Didier Yves Benoît`),
		female: f(`Marie Nathalie Isabelle Sylvie Catherine Françoise Christine Monique Valérie Sophie Céline
			Hélène Brigitte Élodie Chantal Josiane`),
		family: f(`Martin Bernard Dubois Thomas Robert Richard Petit Durand Leroy Moreau Simon Laurent Lefèbvre
			Michel Garcia David Bertrand Roux Vincent Fournier Morel Girard André Lefèvre Mercier Dupont
			Lambert Bonnet François Martinez Legrand Garnier Faure Rousseau Blanc Guérin Muller Henry Roussel`),
	},
	{
		id: "de", weight: 0.02, pop: 0.06, style: styleWestern,
		countries: f("DE AT NL CH"),
		male: f(`Thomas Michael Andreas Stefan Peter Klaus Wolfgang Jürgen Frank Uwe Christian Markus Hans
			Matthias Jan Dieter Günter Helmut Bernd Jörg Ralf Sven Dirk Pieter Hendrik Joost Willem Sjoerd`),
		female: f(`Sabine Petra Monika Claudia Andrea Birgit Ursula Karin Susanne Gabriele Anke Heike Jutta
			Annelies Marieke Sanne`),
		family: f(`Müller Schmidt Schneider Fischer Weber Meyer Wagner Becker Schulz Hoffmann Schäfer Koch
			Bauer Richter Klein Wolf Schröder Neumann Schwarz Zimmermann Braun Krüger Hofmann Hartmann Lange
			Schmitt Werner Krause Meier Lehmann Schmid Schulze Maier Köhler Herrmann König Walter Jansen
			de_Jong de_Vries van_den_Berg van_Dijk Bakker Visser Smit Meijer de_Boer Mulder de_Groot Bos`),
	},
	{
		id: "tr", weight: 0.04, pop: 0.04, style: styleWestern,
		countries: f("TR AZ CY"),
		male: f(`Mehmet Mustafa Ahmet Ali Hüseyin Hasan İbrahim İsmail Osman Yusuf Murat Ömer Ramazan Halil
			Süleyman Abdullah Mahmut Recep Salih Fatih Kemal Emre Burak Serkan Cengiz Erdoğan Orhan Tayyip`),
		female: f(`Fatma Ayşe Emine Hatice Zeynep Elif Meryem Şerife Zehra Sultan Hanife Merve Özlem Gönül`),
		family: f(`Yılmaz Kaya Demir Şahin Çelik Yıldız Yıldırım Öztürk Aydın Özdemir Arslan Doğan Kılıç
			Aslan Çetin Kara Koç Kurt Özkan Şimşek Polat Özcan Korkmaz Çakır Erdoğan Aksoy Güneş Tekin
			Aliyev Mammadov Hasanov Huseynov Guliyev Ismayilov`),
	},
	{
		id: "afr", weight: 0.10, pop: 0.06, style: styleWestern,
		countries: f("NG KE SO CD SS ML CF ET UG TZ ZW SN NE TD RW BI"),
		male: f(`Ibrahim Musa Abubakar Emmanuel John Joseph Samuel Daniel Peter Moses David Mohamed Abdi
			Hassan Ali Yusuf Ahmed Omar Abdirahman Abdullahi Bashir Godfrey Innocent Joseph Patrick Jean
			Bosco Laurent Sylvestre Bernard Kabila Olusegun Chukwuemeka Oluwaseun Babatunde Adebayo Kwame
			Kofi Yaw Tendai Tafadzwa Baraka Juma Omondi Otieno Kipchoge Mamadou Amadou Ousmane Seydou Boubacar`),
		female: f(`Amina Fatima Halima Grace Mary Joyce Esther Ruth Blessing Chioma Ngozi Adaeze Wanjiru Akinyi
			Nyambura Aisha Hawa Mariam Aminata Fanta`),
		family: f(`Mohamed Abdi Hassan Ali Farah Warsame Aweys Omar Ahmed Yusuf Okafor Okonkwo Adeyemi Ogunleye
			Balogun Obi Eze Nwosu Abubakar Bello Musa Danjuma Shekau Barnawi Kamau Mwangi Otieno Odhiambo
			Kiprono Wanjala Mugabe Mnangagwa Chiwenga Tshisekedi Kabila Lubanga Ntaganda Mudacumura Bemba
			Nkurunziza Kagame Museveni Kony Machar Kiir Traoré Keïta Coulibaly Diallo Touré Sissoko Koné
			Ag_Ghaly Djotodia Bozizé Habré Déby Mahamat Doumbia Ouattara Byamungu Ngaruye Makenga Mutebutsi`),
	},
	{
		id: "sea", weight: 0.04, pop: 0.04, style: styleSingle,
		countries: f("ID MY PH TH MM VN"),
		male: f(`Muhammad Abdul Ahmad Agus Budi Hendra Joko Rudi Eko Bambang Hasan Nur Umar Abu Dulmatin Hambali
			Ruben Jose Ramon Rodrigo Ferdinand Juan Aung Kyaw Min Thein Nguyen Van Tran Le Somchai`),
		female: f(`Siti Nur Dewi Sri Ratna Aminah Maria Rosa Aung Khin Thi Mai Lan Somsri`),
		family: f(`Santoso Wijaya Susanto Hidayat Pratama Saputra Kusuma Setiawan Gunawan Lim Tan Wong Abdullah
			Bakar Ismail Hassan Yusof Rahman Sulaiman Mohamad Bin_Laden Bashir Sungkar Baasyir Santos Reyes
			Cruz Bautista Ocampo Garcia Mendoza Lavilla Dela_Cruz Hlaing Htun Tun Win Oo Shinawatra`),
	},
	{
		id: "in", weight: 0.02, pop: 0.08, style: styleWestern,
		countries: f("IN NP LK"),
		male: f(`Rajesh Suresh Ramesh Mahesh Anil Sunil Vijay Sanjay Ajay Rahul Amit Arun Deepak Manoj Ravi
			Prakash Vikram Ashok Dinesh Mukesh Nitin Rakesh Sachin Dawood Chhota Tiger Yakub Aditya Arjun
			Karan Rohit Varun Siddharth Gaurav Harish Jagdish Kishore Lokesh Mohan Naveen Pradeep Rajiv Sandeep
			Sunil Tarun Uday Vinod Yogesh Abhishek Ankit Deepak Girish Hemant Kamal Manish Pankaj Rajendra`),
		female: f(`Priya Sunita Anita Kavita Pooja Neha Meena Rekha Lakshmi Geeta Sita Asha`),
		family: f(`Sharma Verma Gupta Singh Kumar Patel Shah Mehta Joshi Reddy Nair Iyer Rao Chopra Kapoor
			Malhotra Bhatia Agarwal Jain Desai Pillai Menon Ibrahim Kaskar Memon Chhota Shakeel Banerjee
			Chatterjee Mukherjee Bose Das Dutta Ghosh Sen Roy Saxena Srivastava Tiwari Mishra Pandey Dubey
			Yadav Chauhan Rathore Thakur Naidu Hegde Shetty Kulkarni Deshpande Patil Jadhav Pawar Gaikwad
			Bhatt Trivedi Dave Parikh Modi Gandhi Krishnan Subramanian Venkatesh Raman Natarajan Chandra`),
	},
	{
		id: "gr", weight: 0.01, pop: 0.01, style: styleWestern, script: "Grek",
		countries: f("GR CY"),
		male: f(`Georgios Ioannis Konstantinos Dimitrios Nikolaos Panagiotis Vasileios Christos Athanasios
			Michail Evangelos Spyridon Eleftherios Stavros`),
		female: f(`Maria Eleni Aikaterini Vasiliki Sofia Angeliki Georgia Dimitra Konstantina Paraskevi`),
		family: f(`Papadopoulos Papadakis Georgiou Oikonomou Papageorgiou Vlachos Angelopoulos Nikolaidis
			Dimitriou Konstantinidis Karagiannis Christodoulou Ioannou Pappas Alexiou`),
	},
}

// Organisations: name words and legal forms.
var (
	orgWords = f(`Trading General Import Export International Global Eastern Western Northern Southern
		Golden Silver Star Ocean Sea Gulf Desert Mountain River Falcon Eagle Lion Crescent Phoenix Pearl
		Diamond Royal United National Industrial Commercial Development Investment Holding Holdings
		Petroleum Oil Gas Energy Power Steel Metals Mining Minerals Chemical Chemicals Pharma Medical
		Engineering Construction Technology Technologies Systems Electronics Aviation Airlines Shipping
		Maritime Marine Logistics Transport Freight Cargo Tankers Navigation Exchange Finance Financial
		Capital Bank Credit Insurance Services Consulting Group Partners Ventures Resources Supply Tech
		Agro Food Textile Cement Tobacco Gold Alliance Future Horizon Vision Unity Progress Victory
		Noor Amal Salam Baraka Rahma Al-Noor Al-Amal Al-Huda Al-Rashid Al-Fajr Tadamon Ittihad Wafa
		Sino Eurasia Transcontinental Baltic Siberian Volga Ural Caspian Black-Sea Neftegaz Promexport
		Technopromexport Rosoboron Almaz Kalashnikov Tupolev Sukhoi Mikoyan Rostec Uralvagon Sovcom`)
	orgPlaces = f(`Dubai Tehran Damascus Beirut Baghdad Moscow Minsk Pyongyang Caracas Havana Kabul Karachi
		Istanbul Hong-Kong Shanghai Singapore Panama Cyprus Malta Riga Tallinn Sofia Belgrade Tbilisi
		Yerevan Baku Almaty Tashkent Khartoum Tripoli Sanaa Doha Muscat Manama Kuwait Amman Cairo Lagos`)
	legalForms = []string{"LLC", "Ltd", "Limited", "Co.", "Company", "Inc.", "Corp.", "Corporation", "GmbH", "S.A.",
		"JSC", "OJSC", "PJSC", "OOO", "AO", "ZAO", "FZE", "FZCO", "L.L.C.", "Co. Ltd", "PLC", "B.V.", "S.R.L.",
		"Establishment", "Est.", "Pte Ltd", "Sdn Bhd", "LLP"}
	vesselWords = f(`Ocean Sea Star Pearl Queen Princess Spirit Glory Fortune Hope Grace Wind Wave Eagle Falcon
		Dragon Phoenix Crystal Diamond Emerald Sapphire Golden Silver Blue Green Red White Black Northern
		Southern Eastern Western Atlantic Pacific Arctic Baltic Caspian Gulf Horizon Navigator Voyager
		Explorer Pioneer Challenger Victory Liberty Unity Harmony Serenity Courage Honor Dignity Legend
		Adrian Ava Sofia Maria Elena Nour Amal Salam Barakat Marwan Hamza Karim Samir Yasmin Dana Lara`)
)

// variants of common name words as lists romanise them: every word of a
// group can stand for any other.
var spellingGroups = [][]string{
	f("Mohammed Muhammad Mohammad Mohamed Mohamad Muhammed Mohammod Mukhammed Mehmet"),
	f("Ahmed Ahmad Akhmed Ahmet"),
	f("Hussein Husain Hussain Hossein Huseyin Husayn"),
	f("Hassan Hasan Khasan"),
	f("Yousef Yusuf Youssef Yusif Jusuf Yousif"),
	f("Abdullah Abdallah Abdulla Abdellah"),
	f("Abdulrahman Abdelrahman Abdurrahman Abd-al-Rahman Abdurakhman"),
	f("Abdulaziz Abdelaziz Abdul-Aziz"),
	f("Osama Usama Ousama"),
	f("Omar Umar Omer"),
	f("Othman Osman Uthman Usman"),
	f("Khalid Khaled Halid"),
	f("Saeed Said Sayed Saied"),
	f("Qasim Kasim Qassem Kassem"),
	f("Gaddafi Qadhafi Kadhafi Qaddafi Gadafi"),
	f("Mahmoud Mahmood Mahmud Makhmud"),
	f("Mustafa Mostafa Moustafa"),
	f("Ibrahim Ebrahim Ibragim"),
	f("Sulaiman Suleiman Sulayman Suleyman"),
	f("Ismail Ismael Ismayil"),
	f("Yahya Yahia Yehia"),
	f("Abdelkader Abdulkadir Abdul-Qadir Abdelkadir"),
	f("Aleksandr Alexander Aleksander Oleksandr"),
	f("Sergei Sergey Serguei Serhiy"),
	f("Dmitry Dmitri Dmitriy Dmytro"),
	f("Andrei Andrey Andriy"),
	f("Alexei Aleksei Alexey Oleksiy"),
	f("Yuri Yury Iouri Yuriy"),
	f("Yevgeny Evgeny Evgeniy Yevgeniy"),
	f("Nikolai Nikolay Mykola"),
	f("Vasily Vasiliy Vasyl Vassili"),
	f("Pyotr Petr Petro"),
	f("Fyodor Fedor Fedir"),
	f("Yakov Iakov Jakov"),
	f("Elena Yelena Olena"),
	f("Ekaterina Yekaterina Katerina"),
	f("Tatiana Tatyana Tetiana"),
	f("Natalia Natalya Nataliya"),
	f("Yulia Yuliya Julia Iuliia"),
	f("Jong Chong"),
	f("Ri Rhee Lee Yi"),
	f("Pak Park Bak"),
	f("Choe Choi"),
	f("Jose Josef"),
	f("Chukwuemeka Chukwu"),
}

// Latin to Cyrillic and Greek, for original-script aliases (the reverse
// of the normaliser's romanisation, good enough for generated names).
var toCyrillic = []struct{ lat, cyr string }{
	{"shch", "щ"}, {"zh", "ж"}, {"kh", "х"}, {"ts", "ц"}, {"ch", "ч"}, {"sh", "ш"}, {"yu", "ю"}, {"ya", "я"},
	{"ye", "е"}, {"yo", "ё"}, {"a", "а"}, {"b", "б"}, {"v", "в"}, {"g", "г"}, {"d", "д"}, {"e", "е"},
	{"z", "з"}, {"i", "и"}, {"y", "ы"}, {"k", "к"}, {"l", "л"}, {"m", "м"}, {"n", "н"}, {"o", "о"},
	{"p", "п"}, {"r", "р"}, {"s", "с"}, {"t", "т"}, {"u", "у"}, {"f", "ф"}, {"h", "х"}, {"c", "к"},
	{"x", "кс"}, {"w", "в"}, {"j", "й"}, {"q", "к"},
}

var toGreek = []struct{ lat, gr string }{
	{"th", "θ"}, {"ch", "χ"}, {"ps", "ψ"}, {"ou", "ου"}, {"a", "α"}, {"b", "β"}, {"v", "β"}, {"g", "γ"},
	{"d", "δ"}, {"e", "ε"}, {"z", "ζ"}, {"i", "ι"}, {"k", "κ"}, {"l", "λ"}, {"m", "μ"}, {"n", "ν"},
	{"x", "ξ"}, {"o", "ο"}, {"p", "π"}, {"r", "ρ"}, {"s", "σ"}, {"t", "τ"}, {"y", "υ"}, {"f", "φ"},
	{"h", ""}, {"c", "κ"}, {"j", "ι"}, {"u", "ου"}, {"w", "ου"}, {"q", "κ"},
}
