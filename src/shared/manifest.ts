/** The web app manifest (installability): one source for the build and the tests. */
const THEME_COLOR = "#0b57d0";
const BACKGROUND_COLOR = "#f4f6fb";

export const webManifest = {
  id: "/",
  name: "Obyava — объявления для русскоязычных в США",
  short_name: "Obyava",
  description:
    "Работа, CDL-вакансии для водителей, резюме, жильё, авто, услуги, знакомства и афиша для русско-, " +
    "украино-, польско- и англоязычных иммигрантов в США.",
  lang: "ru",
  dir: "ltr" as const,
  start_url: "/",
  scope: "/",
  display: "standalone" as const,
  orientation: "portrait" as const,
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  categories: ["business", "lifestyle", "shopping"],
  icons: [
    { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" as const },
    { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" as const },
    { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" as const },
  ],
  // Taken of the real app with Playwright (scripts/pwa-screenshots.mjs): Chrome's richer install sheet.
  screenshots: [
    {
      src: "/screenshots/home-narrow.png",
      sizes: "390x844",
      type: "image/png",
      form_factor: "narrow" as const,
      label: "Свежие объявления: работа, жильё, авто и услуги",
    },
    {
      src: "/screenshots/cdl-wide.png",
      sizes: "1280x800",
      type: "image/png",
      form_factor: "wide" as const,
      label: "Вакансии для водителей CDL",
    },
  ],
  shortcuts: [
    {
      name: "Подать объявление",
      short_name: "Подать",
      url: "/form/job",
      icons: [{ src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" }],
    },
    {
      name: "Работа",
      short_name: "Работа",
      url: "/job",
      icons: [{ src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" }],
    },
    {
      name: "Работа для водителей CDL",
      short_name: "CDL",
      url: "/cdl",
      icons: [{ src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" }],
    },
  ],
};
