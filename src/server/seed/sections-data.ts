import type { LocalizedText } from "../../shared/contract/common";
import type { SectionSlug } from "../../shared/contract/sections";

export interface SectionSeed {
  slug: SectionSlug;
  name: LocalizedText;
  /** How long its ads stay published (the table's default, 30, when absent); 0: editors' articles never end. */
  adDays?: number;
  categories: { slug: string; name: LocalizedText }[];
}

const c = (slug: string, ru: string, ua: string, pl: string, en: string) => ({ slug, name: { ru, ua, pl, en } });

/** Every section of the marketplace with the categories a real immigrant marketplace needs. */
export const SECTION_SEEDS: SectionSeed[] = [
  {
    slug: "job",
    name: { ru: "Работа", ua: "Робота", pl: "Praca", en: "Jobs" },
    categories: [
      c("construction", "Строительство", "Будівництво", "Budownictwo", "Construction"),
      c("warehouse", "Склад и логистика", "Склад і логістика", "Magazyn i logistyka", "Warehouse & logistics"),
      c("restaurants", "Рестораны и кафе", "Ресторани та кафе", "Restauracje i kawiarnie", "Restaurants & cafes"),
      c("caregivers", "Уход и няни", "Догляд і няні", "Opieka i nianie", "Caregivers & nannies"),
      c("cleaning", "Уборка", "Прибирання", "Sprzątanie", "Cleaning"),
      c("office", "Офис и IT", "Офіс та IT", "Biuro i IT", "Office & IT"),
      c("beauty", "Красота и здоровье", "Краса і здоров'я", "Uroda i zdrowie", "Beauty & health"),
      c("auto-service", "Автосервис", "Автосервіс", "Serwis samochodowy", "Auto service"),
    ],
  },
  {
    slug: "workers",
    name: { ru: "Резюме", ua: "Резюме", pl: "CV", en: "CVs" },
    categories: [
      c("construction", "Строительство", "Будівництво", "Budownictwo", "Construction"),
      c("caregivers", "Уход и няни", "Догляд і няні", "Opieka i nianie", "Caregivers & nannies"),
      c("office", "Офис и IT", "Офіс та IT", "Biuro i IT", "Office & IT"),
      c("cleaning", "Уборка", "Прибирання", "Sprzątanie", "Cleaning"),
      c("restaurants", "Рестораны и кафе", "Ресторани та кафе", "Restauracje i kawiarnie", "Restaurants & cafes"),
    ],
  },
  {
    slug: "cdl",
    name: { ru: "Работа CDL", ua: "Робота CDL", pl: "Praca CDL", en: "CDL jobs" },
    categories: [
      c("owner-operator", "Овнер-оператор", "Овнер-оператор", "Owner-operator", "Owner-operator"),
      c("company-driver", "Водитель компании", "Водій компанії", "Kierowca firmowy", "Company driver"),
      c("team", "Командные рейсы", "Командні рейси", "Jazda w zespole", "Team driving"),
      c("flatbed", "Флэтбед", "Флетбед", "Platforma", "Flatbed"),
      c("reefer", "Рефрижератор", "Рефрижератор", "Chłodnia", "Reefer"),
      c("dry-van", "Драй-вэн", "Драй-вен", "Dry van", "Dry van"),
    ],
  },
  {
    slug: "no-cdl",
    name: { ru: "Работа без CDL", ua: "Робота без CDL", pl: "Praca bez CDL", en: "Non-CDL jobs" },
    categories: [
      c("box-truck", "Бокс-трак", "Бокс-трак", "Box truck", "Box truck"),
      c("cargo-van", "Карго-вэн", "Карго-вен", "Cargo van", "Cargo van"),
      c("delivery", "Доставка", "Доставка", "Dostawy", "Delivery"),
      c("dispatch", "Диспетчер", "Диспетчер", "Dyspozytor", "Dispatcher"),
    ],
  },
  {
    slug: "drivers-cv",
    name: { ru: "Резюме водителей", ua: "Резюме водіїв", pl: "CV kierowców", en: "Driver CVs" },
    categories: [
      c("class-a", "Класс A", "Клас A", "Klasa A", "Class A"),
      c("class-b", "Класс B", "Клас B", "Klasa B", "Class B"),
      c("non-cdl", "Без CDL", "Без CDL", "Bez CDL", "Non-CDL"),
    ],
  },
  {
    slug: "drivers-corner",
    adDays: 0,
    name: { ru: "Уголок водителя", ua: "Куточок водія", pl: "Kącik kierowcy", en: "Drivers' corner" },
    categories: [
      c("regulations", "Правила и законы", "Правила і закони", "Przepisy", "Regulations"),
      c("cdl-school", "Обучение CDL", "Навчання CDL", "Szkoła CDL", "CDL training"),
      c("stories", "Истории водителей", "Історії водіїв", "Historie kierowców", "Driver stories"),
    ],
  },
  {
    slug: "business",
    name: { ru: "Бизнес и услуги", ua: "Бізнес і послуги", pl: "Firmy i usługi", en: "Business & services" },
    categories: [
      c("legal", "Юристы и иммиграция", "Юристи та імміграція", "Prawnicy i imigracja", "Lawyers & immigration"),
      c("taxes", "Налоги и бухгалтерия", "Податки та бухгалтерія", "Podatki i księgowość", "Taxes & accounting"),
      c("insurance", "Страхование", "Страхування", "Ubezpieczenia", "Insurance"),
      c("medical", "Врачи и клиники", "Лікарі та клініки", "Lekarze i kliniki", "Doctors & clinics"),
      c("repair", "Ремонт и мастера", "Ремонт і майстри", "Remonty i fachowcy", "Repair & handymen"),
      c("translation", "Переводы", "Переклади", "Tłumaczenia", "Translation"),
      c("moving", "Переезды", "Переїзди", "Przeprowadzki", "Moving"),
    ],
  },
  {
    slug: "properties",
    adDays: 60,
    name: { ru: "Недвижимость", ua: "Нерухомість", pl: "Nieruchomości", en: "Real estate" },
    categories: [
      c("rent", "Аренда", "Оренда", "Wynajem", "For rent"),
      c("sale", "Продажа", "Продаж", "Sprzedaż", "For sale"),
      c("rooms", "Комнаты", "Кімнати", "Pokoje", "Rooms"),
      c("commercial", "Коммерческая", "Комерційна", "Komercyjne", "Commercial"),
      c("find", "Ищу жильё", "Шукаю житло", "Szukam mieszkania", "Looking for a place"),
    ],
  },
  {
    slug: "rent-sale",
    name: { ru: "Авторынок", ua: "Авторинок", pl: "Rynek aut", en: "Auto market" },
    categories: [
      c("sale", "Продажа авто", "Продаж авто", "Sprzedaż aut", "Cars for sale"),
      c("rent", "Аренда авто", "Оренда авто", "Wynajem aut", "Cars for rent"),
      c("trucks", "Траки и прицепы", "Траки та причепи", "Ciężarówki i naczepy", "Trucks & trailers"),
    ],
  },
  {
    slug: "afisha",
    name: { ru: "Афиша", ua: "Афіша", pl: "Wydarzenia", en: "Events" },
    categories: [
      c("concerts", "Концерты", "Концерти", "Koncerty", "Concerts"),
      c("kids", "Для детей", "Для дітей", "Dla dzieci", "For kids"),
      c("community", "Встречи общины", "Зустрічі громади", "Spotkania społeczności", "Community meetups"),
      c("charity", "Благотворительность", "Благодійність", "Charytatywne", "Charity"),
    ],
  },
  {
    slug: "dating",
    name: { ru: "Знакомства", ua: "Знайомства", pl: "Randki", en: "Dating" },
    categories: [
      c("women", "Ищу мужчину", "Шукаю чоловіка", "Szukam mężczyzny", "Seeking a man"),
      c("men", "Ищу женщину", "Шукаю жінку", "Szukam kobiety", "Seeking a woman"),
      c("friends", "Дружба и общение", "Дружба і спілкування", "Przyjaźń", "Friendship"),
    ],
  },
  {
    slug: "blog",
    adDays: 0,
    name: { ru: "Блог", ua: "Блог", pl: "Blog", en: "Blog" },
    categories: [
      c("immigration", "Иммиграция", "Імміграція", "Imigracja", "Immigration"),
      c("life-in-usa", "Жизнь в США", "Життя в США", "Życie w USA", "Life in the USA"),
      c("money", "Деньги и кредиты", "Гроші та кредити", "Pieniądze i kredyty", "Money & credit"),
    ],
  },
  {
    slug: "news",
    adDays: 0,
    name: { ru: "Новости", ua: "Новини", pl: "Wiadomości", en: "News" },
    categories: [
      c("usa", "США", "США", "USA", "USA"),
      c("immigration", "Иммиграция", "Імміграція", "Imigracja", "Immigration"),
      c("community", "Община", "Громада", "Społeczność", "Community"),
    ],
  },
  {
    slug: "feed",
    adDays: 0,
    name: { ru: "Лента", ua: "Стрічка", pl: "Tablica", en: "Feed" },
    categories: [c("general", "Общее", "Загальне", "Ogólne", "General")],
  },
];
