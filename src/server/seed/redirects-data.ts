/** Paths of the old site that people and search engines still follow, and where they live now. */
export interface RedirectSeed {
  from: string;
  target: string;
  status?: number;
  appMiddleware?: Record<string, boolean>;
}

export const REDIRECT_SEEDS: readonly RedirectSeed[] = [
  { from: "/vacancies", target: "/job" },
  { from: "/ua/vacancies", target: "/ua/job" },
  { from: "/en/vacancies", target: "/en/job" },
  { from: "/pl/vacancies", target: "/pl/job" },
  { from: "/rabota", target: "/job" },
  { from: "/ua/robota", target: "/ua/job" },
  { from: "/cdl-jobs", target: "/cdl" },
  { from: "/ua/cdl-jobs", target: "/ua/cdl" },
  { from: "/rezume", target: "/workers" },
  { from: "/nedvizhimost", target: "/properties" },
  { from: "/ua/nerukhomist", target: "/ua/properties" },
  { from: "/avto", target: "/rent-sale" },
  { from: "/znakomstva", target: "/dating" },
  { from: "/uk", target: "/ua" },
  { from: "/telegram", target: "https://t.me/obyava_usa" },
];
