// Version 1 of the terms of use, written at start when a store has none (contractVersions.ts: ensureFirstTerms),
// so a fresh platform has terms in force. Our own words for what the platform already promised and asked of its
// readers (the FAQ, the web-service guide and the limits): an administrator replaces it with a new version.

export const FIRST_TERMS = {
  label: '1.0',
  bodyTr: `<h2>Şeffaflık Platformu Kullanım Koşulları</h2>
<p>Bu platform, Türkiye elektrik ve doğal gaz piyasalarına ait verileri herkesin okuyabileceği raporlar ve bir web servisi olarak yayımlar. Üye olarak aşağıdaki koşulları kabul etmiş olursunuz.</p>
<h3>Verilerin kullanımı</h3>
<ul><li>Raporlardaki ve web servisindeki verileri kendi çalışmalarınızda kullanabilir, paylaşabilirsiniz; paylaşırken kaynak olarak platformu belirtin.</li>
<li>Veriler yayımlandıkları haliyle sunulur; sonradan düzeltilebilirler (veri revizyonları sayfasında duyurulur). Verilere dayanarak verdiğiniz kararların sorumluluğu size aittir.</li></ul>
<h3>Web servisi</h3>
<ul><li>Web servisine yalnızca kendi hesabınızla aldığınız biletle erişin; hesabınızı ve biletinizi başkalarıyla paylaşmayın.</li>
<li>Hesabınıza tanımlı çağrı sınırlarına uyun; sistemi aşırı yükleyen kullanım durdurulabilir.</li></ul>
<h3>Hesabınız</h3>
<ul><li>Başvuruda verdiğiniz bilgilerin doğru olması gerekir. Koşullara aykırı kullanımda hesabınız kapatılabilir.</li>
<li>Kişisel bilgileriniz yalnızca hesabınızın yönetimi ve size gönderilen bildirimler için kullanılır.</li></ul>
<p>Koşullar değiştiğinde yeni sürümü bir sonraki girişinizde onayınıza sunarız.</p>`,
  bodyEn: `<h2>Şeffaflık Platform Terms of Use</h2>
<p>This platform publishes data of Türkiye's electricity and natural-gas markets as reports anyone can read and as a web service. By becoming a member you accept the terms below.</p>
<h3>Using the data</h3>
<ul><li>You may use and share the data of the reports and the web service in your own work; name the platform as the source when you share it.</li>
<li>The data is offered as published and may be corrected later (corrections are announced on the data revisions page). Decisions you take on the data are your own responsibility.</li></ul>
<h3>The web service</h3>
<ul><li>Reach the web service only with tickets of your own account; do not share your account or your tickets.</li>
<li>Keep within the call limits of your account; use that overloads the service may be stopped.</li></ul>
<h3>Your account</h3>
<ul><li>What you give in your request must be true. An account used against these terms may be closed.</li>
<li>Your personal details serve only to manage your account and to send you the notifications you ask for.</li></ul>
<p>When the terms change, we ask you to accept the new version the next time you sign in.</p>`,
} as const;
