// The platform user guide (page 25): its sections for a first-time reader, in both languages, in our own words.
// Each section's pictures are named in src/web/guide/guideSections.ts; their alt texts are here.
import type { FeatureText } from './featureTexts';

type GuideSectionText = {
  title: string;
  paragraphs: string[];
  /** Alt text of each picture of the section, by picture name. */
  alt?: Record<string, string>;
  /** The words before the section's links to other pages. */
  linksLead?: string;
};

type GuideText = {
  title: string;
  lead: string;
  contents: string;
  backToTop: string;
  missingPage: string;
  sections: Record<string, GuideSectionText>;
};

const tr: GuideText = {
  title: 'Platform Kullanım Kılavuzu',
  lead: 'Şeffaflık\'ta bir raporu bulmaktan verisini indirmeye, kendi panonuzu kurmaktan web servisini kullanmaya kadar her adım, ekran görüntüleriyle.',
  contents: 'İçindekiler',
  backToTop: 'Başa dön',
  missingPage: 'Bu sayfa henüz menüde yok.',
  sections: {
    find: {
      title: 'Rapor bulmak',
      paragraphs: [
        'Sol kenardaki menü raporları piyasaya ve konuya göre gruplar: önce Elektrik ya da Doğal Gaz\'ı, sonra ilgili grubu açın. Dar ekranda menü, başlıktaki menü düğmesiyle açılır.',
        'Adını bildiğiniz bir rapora menünün üstündeki arama kutusundan ulaşırsınız: en az iki harf yazın; Türkçe kısaltmalar (PTF, SMF) ve İngilizce adlar birlikte aranır.',
        'Sık baktığınız sayfaların yanındaki yıldıza basarak onları Favoriler sekmesine ekleyin; favorileriniz bu tarayıcıda saklanır.',
      ],
      alt: {
        menu: 'Sol kenarda açık menü: Elektrik grubu genişletilmiş, raporların yanında favori yıldızları.',
        search: 'Menünün arama kutusunda “PTF” yazılmış; eşleşen sayfalar altında listelenmiş.',
      },
    },
    filter: {
      title: 'Süzgeçleri kullanmak',
      paragraphs: [
        'Her raporun üstündeki süzgeçler gösterilen veriyi belirler: tarih aralığı, hazır aralıklar (bugün, dün, son 7 gün, bu ay…) ve rapora göre santral, bölge ya da kuruluş gibi seçimler.',
        'Süzgeçleri değiştirip Göster\'e bastığınızda tablo, grafik ve özet birlikte yenilenir. Seçimleriniz sayfa adresine yazılır; geri düğmesi bir önceki görünüme döner.',
        'Tüm tarih ve saatler İstanbul saatidir (UTC+3). Bir aralık henüz yayımlanmamış bir günle başlıyorsa sayfa verinin ne zaman geleceğini söyler.',
      ],
      alt: { filters: 'Piyasa Takas Fiyatı raporunun süzgeç bölümü: başlangıç ve bitiş tarihi, hazır aralık düğmeleri.' },
    },
    chart: {
      title: 'Grafiği okumak ve değiştirmek',
      paragraphs: [
        'Grafiğin üstündeki düğmelerle grafik türünü (çizgi, sütun, alan…) ve uzun aralıklarda adımı (saatlik, günlük, haftalık, aylık) seçersiniz; karşılaştırma seçeneği aynı dönemi bir hafta ya da bir yıl öncesiyle kesikli çizgiyle gösterir.',
        'Açıklamadaki bir seri adına basmak o seriyi gizler ya da gösterir; çok serili grafiklerde “Tümünü göster” ve “Tümünü gizle” düğmeleri vardır. Fareyle bir noktanın üstüne gelince değerleri birimleriyle görürsünüz.',
        'Grafiği PNG ya da SVG olarak indirdiğinizde resim, başlığı, tarih aralığını ve saat dilimini taşır.',
      ],
      alt: { chart: 'Piyasa Takas Fiyatı grafiği: grafik türü ve adım düğmeleri, karşılaştırma seçimi, PNG ve SVG indirme düğmeleri.' },
    },
    table: {
      title: 'Tabloyla çalışmak',
      paragraphs: [
        'Bir sütun başlığına basmak tabloyu o sütuna göre sıralar; başlığın menüsünden sütunu gizleyebilirsiniz. Dosyaya aktarmalar tablonun o anki görünümünü (görünen sütunları ve sıralamayı) izler.',
        'Satırları seçtiğinizde tablonun altında seçilenlerin toplamı ve ortalaması görünür. Saatlik raporlarda tablo, günleri satıra ve saatleri sütuna dizen bir düzene de çevrilebilir.',
      ],
      alt: { table: 'Saatlik fiyat tablosu: sıralanabilir sütun başlıkları ve satır seçim kutuları.' },
    },
    export: {
      title: 'Veriyi indirmek',
      paragraphs: [
        'Süzgeçlerin altındaki düğmelerle tabloyu CSV, XLSX ya da PDF olarak indirirsiniz. Dosya ekranda gördüğünüz görünümü içerir; saatler İstanbul saatidir ve birimler sütun başlıklarında yazar.',
        '“Sayfanın tamamı (zip)” düğmesi sayfadaki her şeyi tek dosyada verir: tablonun CSV ve XLSX hâli, grafiğin SVG ve PNG resmi, özet ve süzgeçleri, birimleri, kaynağı, alınma zamanını, sayfaya dönüş bağlantısını ve web servisi çağrısını anlatan bir bilgi dosyası.',
        'Çok büyük bir görünüm PDF\'e sığmıyorsa sayfa bunu baştan söyler; CSV ve XLSX her zaman kullanılabilir.',
      ],
      alt: { export: 'İndirme düğmeleri: XLSX, CSV, PDF ve altında “Sayfanın tamamı (zip)”.' },
    },
    share: {
      title: 'Bağlantı paylaşmak',
      paragraphs: [
        'Sayfa adresi, seçtiğiniz süzgeçleri, grafik türünü, adımı ve tablonun sıralamasını içerir. “Bu görünümün bağlantısını kopyala” düğmesi bu adresi panoya kopyalar; bağlantıyı açan kişi aynı görünümü görür.',
      ],
      alt: { share: 'Görünüm çubuğu: görünüm bağlantısını kopyalama düğmesi ve tablo/grafik düzeni seçimi.' },
    },
    dashboard: {
      title: 'Pano kurmak',
      paragraphs: [
        'Panom sayfası birkaç raporu yan yana gösterir. Bir rapor sayfasındaki “Panoma ekle” düğmesi raporu o anki görünümüyle panoya koyar; panoda Düzenle kipine geçerek hazır bir şablon seçebilir, panelleri bölebilir, birleştirebilir ve her panelin raporunu, grafiğini ve yüksekliğini değiştirebilirsiniz.',
        'Üye olarak girdiyseniz panonuz sunucuda saklanır ve salt okunur bir bağlantıyla paylaşılabilir; girmediyseniz bu tarayıcıda kalır. “Panonun tamamı (zip)” her panelin dosyalarını kendi klasöründe indirir.',
      ],
      alt: { dashboard: 'İki panelli bir pano: solda fiyat grafiği, sağda eşleşme miktarı tablosu.' },
    },
    ticket: {
      title: 'Web servisi için bilet almak',
      paragraphs: [
        'Veriyi programla almak için üye olun ve kullanıcı adınız ile parolanızla bir bilet (TGT) isteyin; bilet, her isteğin TGT başlığında gönderilir ve süresi dolunca yenisi alınır. Adımlar ve örnek komutlar web servisi kılavuzunda, her işlemin ayrıntısı teknik başvuru sayfalarındadır.',
        'Her rapor sayfasındaki “API çağrısı” bölümü, ekrandaki görünümün çağrısını curl, Python ve JavaScript ile hazır verir.',
      ],
      alt: { apiCall: 'Rapor sayfasında açılmış API çağrısı bölümü: curl komutu ve kopyalama düğmesi.' },
      linksLead: 'İlgili sayfalar:',
    },
    documents: {
      title: 'Bültenler ve veri sözlüğü',
      paragraphs: [
        'Elektrik ve doğal gaz bültenleri günlük, haftalık, aylık ve yıllık piyasa özetlerini tablolar ve grafiklerle verir; bir tarih ve dönem seçip HTML olarak okuyabilir ya da PDF indirebilirsiniz.',
        'Veri sözlüğü raporlardaki her sütunu ve kısaltmayı (PTF, SMF, KGÜP, YEKDEM…) birimi ve tanımıyla açıklar; tablo başlıklarından da sözlüğe geçebilirsiniz.',
      ],
      linksLead: 'Sayfalar:',
    },
  },
};

const en: GuideText = {
  title: 'Platform User Guide',
  lead: 'Every step on Şeffaflık, from finding a report to downloading its data, building your own dashboard and using the web service, with screenshots.',
  contents: 'Contents',
  backToTop: 'Back to top',
  missingPage: 'This page is not in the menu yet.',
  sections: {
    find: {
      title: 'Finding a report',
      paragraphs: [
        'The menu on the left groups the reports by market and topic: open Electricity or Natural Gas first, then the group you need. On a narrow screen the menu opens from the menu button in the header.',
        'If you know a report\'s name, use the search box above the menu: type at least two letters; Turkish abbreviations (PTF, SMF) and English names are both searched.',
        'Select the star next to a page you visit often to add it to the Favourites tab; your favourites are kept in this browser.',
      ],
      alt: {
        menu: 'The menu open on the left: the Electricity group expanded, a favourite star beside each report.',
        search: 'The menu\'s search box with “PTF” typed in and the matching pages listed under it.',
      },
    },
    filter: {
      title: 'Using the filters',
      paragraphs: [
        'The filters at the top of each report decide what it shows: the date range, ready-made ranges (today, yesterday, last 7 days, this month…) and, depending on the report, choices such as a plant, a region or an organisation.',
        'When you change the filters and select Show, the table, chart and summary are refreshed together. Your choices are written into the page address, so the back button returns to the previous view.',
        'All dates and hours are Istanbul time (UTC+3). When a range starts on a day not published yet, the page says when its data will arrive.',
      ],
      alt: { filters: 'The filter section of the Market Clearing Price report: start and end date and the ready-made range buttons.' },
    },
    chart: {
      title: 'Reading and changing the chart',
      paragraphs: [
        'The buttons above the chart choose its type (line, column, area…) and, for long ranges, its step (hourly, daily, weekly, monthly); the comparison choice draws the same period a week or a year earlier as a dashed line.',
        'Selecting a series name in the legend hides or shows it; charts with many series have “Show all” and “Hide all” buttons. Hover over a point to see its values with their units.',
        'A chart downloaded as PNG or SVG carries its title, the date range and the time zone.',
      ],
      alt: { chart: 'The Market Clearing Price chart: chart type and step buttons, the comparison choice, PNG and SVG download buttons.' },
    },
    table: {
      title: 'Working with the table',
      paragraphs: [
        'Selecting a column header sorts the table by that column; the header\'s menu hides the column. Exports follow the table as it is on screen (its visible columns and its order).',
        'When you select rows, their total and average appear under the table. Hourly reports can also lay the table out with days as rows and hours as columns.',
      ],
      alt: { table: 'An hourly price table: sortable column headers and row selection boxes.' },
    },
    export: {
      title: 'Downloading the data',
      paragraphs: [
        'The buttons under the filters download the table as CSV, XLSX or PDF. A file holds the view you see; its hours are Istanbul time and the units are written in the column headers.',
        '“Whole page (zip)” gives everything on the page in one file: the table as CSV and XLSX, the chart as SVG and PNG, the summary, and an information file stating the filters, units, source, retrieval time, a link back to the page and the web-service call.',
        'When a view is too large for a PDF, the page says so before anything starts; CSV and XLSX are always available.',
      ],
      alt: { export: 'The download buttons: XLSX, CSV, PDF and, under them, “Whole page (zip)”.' },
    },
    share: {
      title: 'Sharing a link',
      paragraphs: [
        'The page address holds the filters you chose, the chart type, the step and the table\'s order. “Copy link to this view” copies that address; whoever opens the link sees the same view.',
      ],
      alt: { share: 'The view bar: the button copying the view\'s link and the table/chart layout choice.' },
    },
    dashboard: {
      title: 'Building a dashboard',
      paragraphs: [
        'My dashboard shows several reports side by side. On a report page, “Add to my dashboard” puts the report on the dashboard in its current view; in the dashboard\'s Edit mode you can apply a template, split and merge panels, and change each panel\'s report, chart and height.',
        'When you are signed in as a member, your dashboard is kept on the server and can be shared as a read-only link; otherwise it stays in this browser. “Whole dashboard (zip)” downloads each panel\'s files in a folder of its own.',
      ],
      alt: { dashboard: 'A two-panel dashboard: a price chart on the left, a matched quantity table on the right.' },
    },
    ticket: {
      title: 'Getting a web-service ticket',
      paragraphs: [
        'To fetch data from a program, become a member and ask for a ticket (TGT) with your user name and password; the ticket goes in the TGT header of every request, and a new one is asked for when it expires. The steps and sample commands are in the web-service guide, the details of every operation on the technical reference pages.',
        'The “API call” section of every report page gives the call behind the view on screen, ready in curl, Python and JavaScript.',
      ],
      alt: { apiCall: 'The API call section opened on a report page: the curl command and its copy button.' },
      linksLead: 'Related pages:',
    },
    documents: {
      title: 'Bulletins and the data dictionary',
      paragraphs: [
        'The electricity and natural-gas bulletins summarise the markets by day, week, month and year with tables and charts; pick a date and a period to read one as a web page or download it as a PDF.',
        'The data dictionary explains every column and abbreviation of the reports (PTF, SMF, KGÜP, YEKDEM…) with its unit and definition; the table headers lead there too.',
      ],
      linksLead: 'Pages:',
    },
  },
};

export const userGuideText = { tr, en } satisfies FeatureText;
