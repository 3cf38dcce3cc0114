// Place names for the simulated plant registry: districts with their province, grouped by where each kind of
// plant is typically built (sunny Central/South Anatolia, windy Aegean and Marmara coasts, steep Black Sea and
// eastern valleys for run-of-river, western graben for geothermal, industrial belts for gas and waste heat).

export interface Place { district: string; province: string }

function parse(list: string): Place[] {
  return list.split(';').map((entry) => {
    const [district, province] = entry.split('/').map((s) => s.trim());
    if (!district || !province) throw new Error(`bad place entry '${entry}'`);
    return { district, province };
  });
}

export const SOLAR_PLACES = parse(`KARAPINAR/Konya; EREĞLİ/Konya; ÇUMRA/Konya; KADINHANI/Konya; CİHANBEYLİ/Konya; AKŞEHİR/Konya;
  KULU/Konya; SARAYÖNÜ/Konya; AYRANCI/Karaman; KAZIMKARABEKİR/Karaman; BOR/Niğde; ÇAMARDI/Niğde; ULUKIŞLA/Niğde;
  ESKİL/Aksaray; GÜLAĞAÇ/Aksaray; ORTAKÖY/Aksaray; SULTANHANI/Aksaray; İNCESU/Kayseri; DEVELİ/Kayseri; YAHYALI/Kayseri;
  BÜNYAN/Kayseri; PINARBAŞI/Kayseri; KORKUTELİ/Antalya; ELMALI/Antalya; SERİK/Antalya; KUMLUCA/Antalya; BUCAK/Burdur;
  YEŞİLOVA/Burdur; TEFENNİ/Burdur; ŞARKİKARAAĞAÇ/Isparta; YALVAÇ/Isparta; POLATLI/Ankara; HAYMANA/Ankara;
  ŞEREFLİKOÇHİSAR/Ankara; BALA/Ankara; VİRANŞEHİR/Şanlıurfa; CEYLANPINAR/Şanlıurfa; SİVEREK/Şanlıurfa; HARRAN/Şanlıurfa;
  ERCİŞ/Van; GEVAŞ/Van; ÖZALP/Van; PASİNLER/Erzurum; HORASAN/Erzurum; SANDIKLI/Afyonkarahisar; DİNAR/Afyonkarahisar;
  BOLVADİN/Afyonkarahisar; EMİRDAĞ/Afyonkarahisar; KOVANCILAR/Elazığ; BASKİL/Elazığ; YEŞİLYURT/Malatya;
  DOĞANŞEHİR/Malatya; AKÇADAĞ/Malatya; NİZİP/Gaziantep; İSLAHİYE/Gaziantep; OĞUZELİ/Gaziantep; GÖKSUN/Kahramanmaraş;
  PAZARCIK/Kahramanmaraş; SİLİFKE/Mersin; MUT/Mersin; ERDEMLİ/Mersin; CEYHAN/Adana; KOZAN/Adana; İMAMOĞLU/Adana;
  ÇİVRİL/Denizli; ACIPAYAM/Denizli; KANGAL/Sivas; ŞARKIŞLA/Sivas; GEMEREK/Sivas; MUCUR/Kırşehir; KAMAN/Kırşehir;
  AVANOS/Nevşehir; ÜRGÜP/Nevşehir; SORGUN/Yozgat; YERKÖY/Yozgat; REYHANLI/Hatay; KIRIKHAN/Hatay; BİSMİL/Diyarbakır;
  ÇINAR/Diyarbakır; ERGANİ/Diyarbakır; KIZILTEPE/Mardin; NUSAYBİN/Mardin; IĞDIR/Iğdır; ARALIK/Iğdır; ÇORUM/Çorum;
  SUNGURLU/Çorum; KARAMAN/Karaman; AKSARAY/Aksaray; NİĞDE/Niğde; BURDUR/Burdur`);

export const WIND_PLACES = parse(`ALİAĞA/İzmir; ÇEŞME/İzmir; KARABURUN/İzmir; URLA/İzmir; SEFERİHİSAR/İzmir; BERGAMA/İzmir;
  DİKİLİ/İzmir; FOÇA/İzmir; KINIK/İzmir; ÖDEMİŞ/İzmir; BANDIRMA/Balıkesir; AYVALIK/Balıkesir; GÖNEN/Balıkesir;
  SUSURLUK/Balıkesir; BALYA/Balıkesir; BİGADİÇ/Balıkesir; SINDIRGI/Balıkesir; EDREMİT/Balıkesir; HAVRAN/Balıkesir;
  BURHANİYE/Balıkesir; İVRİNDİ/Balıkesir; BİGA/Çanakkale; EZİNE/Çanakkale; AYVACIK/Çanakkale; GELİBOLU/Çanakkale;
  LAPSEKİ/Çanakkale; BAYRAMİÇ/Çanakkale; İNTEPE/Çanakkale; GÖKÇEADA/Çanakkale; BOZCAADA/Çanakkale; SOMA/Manisa;
  KIRKAĞAÇ/Manisa; AKHİSAR/Manisa; SARUHANLI/Manisa; GÖRDES/Manisa; DEMİRCİ/Manisa; KULA/Manisa; DİDİM/Aydın;
  SÖKE/Aydın; GERMENCİK/Aydın; KUŞADASI/Aydın; YENİPAZAR/Aydın; BODRUM/Muğla; DATÇA/Muğla; MİLAS/Muğla; ŞARKÖY/Tekirdağ;
  MALKARA/Tekirdağ; SARAY/Tekirdağ; MARMARAEREĞLİSİ/Tekirdağ; HAYRABOLU/Tekirdağ; KEŞAN/Edirne; ENEZ/Edirne;
  İPSALA/Edirne; UZUNKÖPRÜ/Edirne; VİZE/Kırklareli; PINARHİSAR/Kırklareli; LÜLEBURGAZ/Kırklareli; ÇATALCA/İstanbul;
  SİLİVRİ/İstanbul; ARNAVUTKÖY/İstanbul; ŞİLE/İstanbul; SAMANDAĞ/Hatay; BELEN/Hatay; ARSUZ/Hatay; BAHÇE/Osmaniye;
  DÜZİÇİ/Osmaniye; ZARA/Sivas; ULAŞ/Sivas; İMRANLI/Sivas; SÖĞÜT/Bilecik; BOZÜYÜK/Bilecik; TAVŞANLI/Kütahya; GEDİZ/Kütahya;
  SİMAV/Kütahya; EMET/Kütahya; BANAZ/Uşak; EŞME/Uşak; MUT/Mersin; GÜLNAR/Mersin; SARIZ/Kayseri; TOMARZA/Kayseri;
  KARAPINAR/Konya; SEYDİŞEHİR/Konya; SANDIKLI/Afyonkarahisar; ŞUHUT/Afyonkarahisar`);

export const RIVER_PLACES = parse(`ÇAYELİ/Rize; PAZAR/Rize; ARDEŞEN/Rize; FINDIKLI/Rize; İKİZDERE/Rize; ÇAMLIHEMŞİN/Rize;
  GÜNEYSU/Rize; MAÇKA/Trabzon; OF/Trabzon; SÜRMENE/Trabzon; ARAKLI/Trabzon; TONYA/Trabzon; ÇAYKARA/Trabzon;
  DERNEKPAZARI/Trabzon; HAYRAT/Trabzon; ŞAVŞAT/Artvin; ARHAVİ/Artvin; HOPA/Artvin; MURGUL/Artvin; BORÇKA/Artvin;
  YUSUFELİ/Artvin; ARDANUÇ/Artvin; TİREBOLU/Giresun; GÖRELE/Giresun; DERELİ/Giresun; ŞEBİNKARAHİSAR/Giresun;
  ALUCRA/Giresun; ESPİYE/Giresun; MESUDİYE/Ordu; FATSA/Ordu; AYBASTI/Ordu; KORGAN/Ordu; ÜNYE/Ordu; GÖLKÖY/Ordu;
  TORUL/Gümüşhane; KELKİT/Gümüşhane; ŞİRAN/Gümüşhane; KÜRTÜN/Gümüşhane; KEMAH/Erzincan; REFAHİYE/Erzincan;
  İLİÇ/Erzincan; TERCAN/Erzincan; PÜLÜMÜR/Tunceli; OVACIK/Tunceli; HOZAT/Tunceli; PERTEK/Tunceli; MAZGİRT/Tunceli;
  GENÇ/Bingöl; SOLHAN/Bingöl; KİĞI/Bingöl; KARLIOVA/Bingöl; VARTO/Muş; MALAZGİRT/Muş; TATVAN/Bitlis; HİZAN/Bitlis;
  GÜROYMAK/Bitlis; MUTKİ/Bitlis; BAYKAN/Siirt; ŞİRVAN/Siirt; ERUH/Siirt; PERVARİ/Siirt; ULUDERE/Şırnak;
  BEYTÜŞŞEBAP/Şırnak; ÇUKURCA/Hakkari; YÜKSEKOVA/Hakkari; ŞEMDİNLİ/Hakkari; TOSYA/Kastamonu; CİDE/Kastamonu;
  İNEBOLU/Kastamonu; AZDAVAY/Kastamonu; ARAÇ/Kastamonu; AYANCIK/Sinop; BOYABAT/Sinop; DURAĞAN/Sinop; GERZE/Sinop;
  MUDURNU/Bolu; GÖYNÜK/Bolu; MENGEN/Bolu; SEBEN/Bolu; AKÇAKOCA/Düzce; YIĞILCA/Düzce; GÜMÜŞOVA/Düzce; KELES/Bursa;
  İNEGÖL/Bursa; ORHANELİ/Bursa; MUSTAFAKEMALPAŞA/Bursa; HARMANCIK/Bursa; NİKSAR/Tokat; ERBAA/Tokat; REŞADİYE/Tokat;
  ALMUS/Tokat; TURHAL/Tokat; ZİLE/Tokat; TAŞOVA/Amasya; GÜMÜŞHACIKÖY/Amasya; BAFRA/Samsun; VEZİRKÖPRÜ/Samsun;
  TERME/Samsun; ÇARŞAMBA/Samsun; GERGER/Adıyaman; SİNCİK/Adıyaman; KAHTA/Adıyaman; ÇELİKHAN/Adıyaman;
  ANDIRIN/Kahramanmaraş; ÇAĞLAYANCERİT/Kahramanmaraş; FEKE/Adana; SAİMBEYLİ/Adana; ALADAĞ/Adana; POZANTI/Adana;
  GÜLNAR/Mersin; ANAMUR/Mersin; BOZYAZI/Mersin; ÇAMLIYAYLA/Mersin; GAZİPAŞA/Antalya; AKSEKİ/Antalya; İBRADI/Antalya;
  FİNİKE/Antalya; GÜNDOĞMUŞ/Antalya; OLTU/Erzurum; İSPİR/Erzurum; UZUNDERE/Erzurum; TORTUM/Erzurum; SARIKAMIŞ/Kars;
  KAĞIZMAN/Kars; POSOF/Ardahan; ŞENKAYA/Erzurum`);

export const GEOTHERMAL_PLACES = parse(`GERMENCİK/Aydın; SULTANHİSAR/Aydın; KÖŞK/Aydın; BUHARKENT/Aydın; KUYUCAK/Aydın;
  SALAVATLI/Aydın; NAZİLLİ/Aydın; YENİPAZAR/Aydın; İNCİRLİOVA/Aydın; SARAYKÖY/Denizli; KIZILDERE/Denizli;
  BULDAN/Denizli; ALAŞEHİR/Manisa; SALİHLİ/Manisa; SARIGÖL/Manisa; TUZLA/Çanakkale; SİMAV/Kütahya; DİKİLİ/İzmir;
  SEFERİHİSAR/İzmir; SANDIKLI/Afyonkarahisar; KIZILCAHAMAM/Ankara`);

export const INDUSTRIAL_PLACES = parse(`GEBZE/Kocaeli; DİLOVASI/Kocaeli; İZMİT/Kocaeli; KÖRFEZ/Kocaeli; KARTEPE/Kocaeli;
  DERİNCE/Kocaeli; AMBARLI/İstanbul; ESENYURT/İstanbul; HADIMKÖY/İstanbul; TUZLA/İstanbul; BEYLİKDÜZÜ/İstanbul;
  ÇORLU/Tekirdağ; ÇERKEZKÖY/Tekirdağ; MARMARAEREĞLİSİ/Tekirdağ; ADAPAZARI/Sakarya; HENDEK/Sakarya; AKYAZI/Sakarya;
  GEMLİK/Bursa; NİLÜFER/Bursa; OSMANGAZİ/Bursa; ALİAĞA/İzmir; TORBALI/İzmir; KEMALPAŞA/İzmir; MENEMEN/İzmir;
  TURGUTLU/Manisa; SİNCAN/Ankara; TEMELLİ/Ankara; ÇUBUK/Ankara; YÜREĞİR/Adana; SEYHAN/Adana; TARSUS/Mersin;
  AKDENİZ/Mersin; İSKENDERUN/Hatay; PAYAS/Hatay; ERZİN/Hatay; TEKKEKÖY/Samsun; ŞEHİTKAMİL/Gaziantep;
  MELİKGAZİ/Kayseri; MERKEZEFENDİ/Denizli; ODUNPAZARI/Eskişehir; KARATAY/Konya; YAHŞİHAN/Kırıkkale;
  LÜLEBURGAZ/Kırklareli; HAMİTABAT/Kırklareli; BANDIRMA/Balıkesir; ALTINOVA/Yalova; KARABÜK/Karabük;
  EREĞLİ/Zonguldak; BARTIN/Bartın; UŞAK/Uşak; MALATYA/Malatya; ELAZIĞ/Elazığ; BATMAN/Batman; DÜZCE/Düzce;
  BOZÜYÜK/Bilecik; KIRŞEHİR/Kırşehir; AFYON/Afyonkarahisar; ISPARTA/Isparta; KAHRAMANMARAŞ/Kahramanmaraş`);

/** Streams and brooks for run-of-river names. */
export const STREAMS = [
  'KARADERE', 'AKSU', 'GÖKSU', 'İYİDERE', 'FIRTINA', 'ÇAĞLAYAN', 'KABAKÇAY', 'KARAÇAY', 'SARIÇAY', 'YEŞİLDERE',
  'KOCADERE', 'ÇAMLIDERE', 'AKDERE', 'BÜYÜKDERE', 'KELKİT', 'MUNZUR', 'PERİ', 'GÖKPINAR', 'SARIKAYA', 'ÇATAK',
  'ZAP', 'BOTAN', 'HARŞİT', 'SOĞANLI', 'DEVREZ', 'FİLYOS', 'ZAMANTI', 'GÖKDERE', 'KÖPRÜÇAY', 'ALARA', 'DİM',
  'MANAHOZ', 'SALARHA', 'ÇORUH', 'OLTU', 'TORTUM', 'BERTA', 'ARDANUÇ', 'ŞAVŞAT', 'MELET', 'YAĞLIDERE', 'PAZARSUYU',
];

/** The 81 provinces (il) of Turkey. */
export const PROVINCES: readonly string[] = [
  'Adana', 'Adıyaman', 'Afyonkarahisar', 'Ağrı', 'Amasya', 'Ankara', 'Antalya', 'Artvin', 'Aydın', 'Balıkesir',
  'Bilecik', 'Bingöl', 'Bitlis', 'Bolu', 'Burdur', 'Bursa', 'Çanakkale', 'Çankırı', 'Çorum', 'Denizli',
  'Diyarbakır', 'Edirne', 'Elazığ', 'Erzincan', 'Erzurum', 'Eskişehir', 'Gaziantep', 'Giresun', 'Gümüşhane', 'Hakkari',
  'Hatay', 'Isparta', 'Mersin', 'İstanbul', 'İzmir', 'Kars', 'Kastamonu', 'Kayseri', 'Kırklareli', 'Kırşehir',
  'Kocaeli', 'Konya', 'Kütahya', 'Malatya', 'Manisa', 'Kahramanmaraş', 'Mardin', 'Muğla', 'Muş', 'Nevşehir',
  'Niğde', 'Ordu', 'Rize', 'Sakarya', 'Samsun', 'Siirt', 'Sinop', 'Sivas', 'Tekirdağ', 'Tokat',
  'Trabzon', 'Tunceli', 'Şanlıurfa', 'Uşak', 'Van', 'Yozgat', 'Zonguldak', 'Aksaray', 'Bayburt', 'Karaman',
  'Kırıkkale', 'Batman', 'Şırnak', 'Bartın', 'Ardahan', 'Iğdır', 'Yalova', 'Karabük', 'Kilis', 'Osmaniye', 'Düzce',
];
