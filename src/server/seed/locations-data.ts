import type { LocalizedText } from "../../shared/contract/common";

interface CitySeed {
  slug: string;
  name: LocalizedText;
  /** Where a state spans zones, the city's own (IANA); otherwise the state's. */
  timeZone?: string;
}

export interface StateSeed {
  slug: string;
  code: string;
  /** The IANA zone most of the state lives in: events there are shown on its clock. */
  timeZone: string;
  name: LocalizedText;
  cities: CitySeed[];
}

const n = (ru: string, ua: string, pl: string, en: string): LocalizedText => ({ ru, ua, pl, en });
const city = (slug: string, ru: string, ua: string, pl: string, en: string, timeZone?: string): CitySeed => ({
  slug,
  name: n(ru, ua, pl, en),
  ...(timeZone ? { timeZone } : {}),
});
const state = (
  slug: string,
  code: string,
  timeZone: string,
  name: LocalizedText,
  cities: CitySeed[] = [],
): StateSeed => ({ slug, code, timeZone, name, cities });

/**
 * All 50 states and DC (alphabetical by English name), with the cities where the Slavic and Polish
 * communities live.
 */
export const LOCATION_SEEDS: StateSeed[] = [
  state("alabama", "AL", "America/Chicago", n("Алабама", "Алабама", "Alabama", "Alabama")),
  state("alaska", "AK", "America/Anchorage", n("Аляска", "Аляска", "Alaska", "Alaska")),
  state("arizona", "AZ", "America/Phoenix", n("Аризона", "Аризона", "Arizona", "Arizona"), [
    city("phoenix", "Финикс", "Фінікс", "Phoenix", "Phoenix"),
  ]),
  state("arkansas", "AR", "America/Chicago", n("Арканзас", "Арканзас", "Arkansas", "Arkansas")),
  state("california", "CA", "America/Los_Angeles", n("Калифорния", "Каліфорнія", "Kalifornia", "California"), [
    city("los-angeles", "Лос-Анджелес", "Лос-Анджелес", "Los Angeles", "Los Angeles"),
    city("san-francisco", "Сан-Франциско", "Сан-Франциско", "San Francisco", "San Francisco"),
    city("sacramento", "Сакраменто", "Сакраменто", "Sacramento", "Sacramento"),
    city("san-diego", "Сан-Диего", "Сан-Дієго", "San Diego", "San Diego"),
    city("san-jose", "Сан-Хосе", "Сан-Хосе", "San Jose", "San Jose"),
  ]),
  state("colorado", "CO", "America/Denver", n("Колорадо", "Колорадо", "Kolorado", "Colorado"), [
    city("denver", "Денвер", "Денвер", "Denver", "Denver"),
  ]),
  state("connecticut", "CT", "America/New_York", n("Коннектикут", "Коннектикут", "Connecticut", "Connecticut"), [
    city("hartford", "Хартфорд", "Гартфорд", "Hartford", "Hartford"),
  ]),
  state("delaware", "DE", "America/New_York", n("Делавэр", "Делавер", "Delaware", "Delaware")),
  state(
    "district-of-columbia",
    "DC",
    "America/New_York",
    n("Округ Колумбия", "Округ Колумбія", "Dystrykt Kolumbii", "District of Columbia"),
    [city("washington-dc", "Вашингтон", "Вашингтон", "Waszyngton", "Washington")],
  ),
  state("florida", "FL", "America/New_York", n("Флорида", "Флорида", "Floryda", "Florida"), [
    city("miami", "Майами", "Маямі", "Miami", "Miami"),
    city("sunny-isles-beach", "Санни-Айлс-Бич", "Санні-Айлс-Біч", "Sunny Isles Beach", "Sunny Isles Beach"),
    city("tampa", "Тампа", "Тампа", "Tampa", "Tampa"),
    city("orlando", "Орландо", "Орландо", "Orlando", "Orlando"),
    city("jacksonville", "Джексонвилл", "Джексонвілл", "Jacksonville", "Jacksonville"),
  ]),
  state("georgia", "GA", "America/New_York", n("Джорджия", "Джорджія", "Georgia", "Georgia"), [
    city("atlanta", "Атланта", "Атланта", "Atlanta", "Atlanta"),
  ]),
  state("hawaii", "HI", "Pacific/Honolulu", n("Гавайи", "Гаваї", "Hawaje", "Hawaii")),
  state("idaho", "ID", "America/Boise", n("Айдахо", "Айдахо", "Idaho", "Idaho")),
  state("illinois", "IL", "America/Chicago", n("Иллинойс", "Іллінойс", "Illinois", "Illinois"), [
    city("chicago", "Чикаго", "Чикаго", "Chicago", "Chicago"),
  ]),
  state("indiana", "IN", "America/Indiana/Indianapolis", n("Индиана", "Індіана", "Indiana", "Indiana")),
  state("iowa", "IA", "America/Chicago", n("Айова", "Айова", "Iowa", "Iowa")),
  state("kansas", "KS", "America/Chicago", n("Канзас", "Канзас", "Kansas", "Kansas")),
  state("kentucky", "KY", "America/New_York", n("Кентукки", "Кентуккі", "Kentucky", "Kentucky")),
  state("louisiana", "LA", "America/Chicago", n("Луизиана", "Луїзіана", "Luizjana", "Louisiana")),
  state("maine", "ME", "America/New_York", n("Мэн", "Мен", "Maine", "Maine")),
  state("maryland", "MD", "America/New_York", n("Мэриленд", "Меріленд", "Maryland", "Maryland"), [
    city("baltimore", "Балтимор", "Балтимор", "Baltimore", "Baltimore"),
  ]),
  state("massachusetts", "MA", "America/New_York", n("Массачусетс", "Массачусетс", "Massachusetts", "Massachusetts"), [
    city("boston", "Бостон", "Бостон", "Boston", "Boston"),
  ]),
  state("michigan", "MI", "America/Detroit", n("Мичиган", "Мічиган", "Michigan", "Michigan"), [
    city("detroit", "Детройт", "Детройт", "Detroit", "Detroit"),
  ]),
  state("minnesota", "MN", "America/Chicago", n("Миннесота", "Міннесота", "Minnesota", "Minnesota"), [
    city("minneapolis", "Миннеаполис", "Міннеаполіс", "Minneapolis", "Minneapolis"),
  ]),
  state("mississippi", "MS", "America/Chicago", n("Миссисипи", "Міссісіпі", "Missisipi", "Mississippi")),
  state("missouri", "MO", "America/Chicago", n("Миссури", "Міссурі", "Missouri", "Missouri")),
  state("montana", "MT", "America/Denver", n("Монтана", "Монтана", "Montana", "Montana")),
  state("nebraska", "NE", "America/Chicago", n("Небраска", "Небраска", "Nebraska", "Nebraska")),
  state("nevada", "NV", "America/Los_Angeles", n("Невада", "Невада", "Nevada", "Nevada"), [
    city("las-vegas", "Лас-Вегас", "Лас-Вегас", "Las Vegas", "Las Vegas"),
  ]),
  state("new-hampshire", "NH", "America/New_York", n("Нью-Гэмпшир", "Нью-Гемпшир", "New Hampshire", "New Hampshire")),
  state("new-jersey", "NJ", "America/New_York", n("Нью-Джерси", "Нью-Джерсі", "New Jersey", "New Jersey"), [
    city("newark", "Ньюарк", "Ньюарк", "Newark", "Newark"),
    city("edison", "Эдисон", "Едісон", "Edison", "Edison"),
  ]),
  state("new-mexico", "NM", "America/Denver", n("Нью-Мексико", "Нью-Мексико", "Nowy Meksyk", "New Mexico")),
  state("new-york", "NY", "America/New_York", n("Нью-Йорк", "Нью-Йорк", "Nowy Jork", "New York"), [
    city("new-york-city", "Нью-Йорк", "Нью-Йорк", "Nowy Jork", "New York City"),
    city("rochester", "Рочестер", "Рочестер", "Rochester", "Rochester"),
  ]),
  state(
    "north-carolina",
    "NC",
    "America/New_York",
    n("Северная Каролина", "Північна Кароліна", "Karolina Północna", "North Carolina"),
    [
      city("charlotte", "Шарлотт", "Шарлотт", "Charlotte", "Charlotte"),
      city("raleigh", "Роли", "Ролі", "Raleigh", "Raleigh"),
    ],
  ),
  state(
    "north-dakota",
    "ND",
    "America/Chicago",
    n("Северная Дакота", "Північна Дакота", "Dakota Północna", "North Dakota"),
  ),
  state("ohio", "OH", "America/New_York", n("Огайо", "Огайо", "Ohio", "Ohio"), [
    city("cleveland", "Кливленд", "Клівленд", "Cleveland", "Cleveland"),
    city("columbus", "Колумбус", "Колумбус", "Columbus", "Columbus"),
  ]),
  state("oklahoma", "OK", "America/Chicago", n("Оклахома", "Оклахома", "Oklahoma", "Oklahoma")),
  state("oregon", "OR", "America/Los_Angeles", n("Орегон", "Орегон", "Oregon", "Oregon"), [
    city("portland", "Портленд", "Портленд", "Portland", "Portland"),
  ]),
  state("pennsylvania", "PA", "America/New_York", n("Пенсильвания", "Пенсильванія", "Pensylwania", "Pennsylvania"), [
    city("philadelphia", "Филадельфия", "Філадельфія", "Filadelfia", "Philadelphia"),
    city("pittsburgh", "Питтсбург", "Піттсбург", "Pittsburgh", "Pittsburgh"),
  ]),
  state("rhode-island", "RI", "America/New_York", n("Род-Айленд", "Род-Айленд", "Rhode Island", "Rhode Island")),
  state(
    "south-carolina",
    "SC",
    "America/New_York",
    n("Южная Каролина", "Південна Кароліна", "Karolina Południowa", "South Carolina"),
  ),
  state(
    "south-dakota",
    "SD",
    "America/Chicago",
    n("Южная Дакота", "Південна Дакота", "Dakota Południowa", "South Dakota"),
  ),
  state("tennessee", "TN", "America/Chicago", n("Теннесси", "Теннессі", "Tennessee", "Tennessee"), [
    city("nashville", "Нашвилл", "Нашвілл", "Nashville", "Nashville"),
  ]),
  state("texas", "TX", "America/Chicago", n("Техас", "Техас", "Teksas", "Texas"), [
    city("houston", "Хьюстон", "Х'юстон", "Houston", "Houston"),
    city("dallas", "Даллас", "Даллас", "Dallas", "Dallas"),
    city("austin", "Остин", "Остін", "Austin", "Austin"),
  ]),
  state("utah", "UT", "America/Denver", n("Юта", "Юта", "Utah", "Utah")),
  state("vermont", "VT", "America/New_York", n("Вермонт", "Вермонт", "Vermont", "Vermont")),
  state("virginia", "VA", "America/New_York", n("Виргиния", "Вірджинія", "Wirginia", "Virginia")),
  state("washington", "WA", "America/Los_Angeles", n("Вашингтон", "Вашингтон", "Waszyngton", "Washington"), [
    city("seattle", "Сиэтл", "Сіетл", "Seattle", "Seattle"),
    city("spokane", "Спокан", "Спокен", "Spokane", "Spokane"),
    city("vancouver-wa", "Ванкувер", "Ванкувер", "Vancouver", "Vancouver"),
    city("kent-wa", "Кент", "Кент", "Kent", "Kent"),
  ]),
  state(
    "west-virginia",
    "WV",
    "America/New_York",
    n("Западная Виргиния", "Західна Вірджинія", "Wirginia Zachodnia", "West Virginia"),
  ),
  state("wisconsin", "WI", "America/Chicago", n("Висконсин", "Вісконсин", "Wisconsin", "Wisconsin")),
  state("wyoming", "WY", "America/Denver", n("Вайоминг", "Вайомінг", "Wyoming", "Wyoming")),
];

/** Every location's time zone by its slug: a city's own, else its state's. */
export const TIME_ZONE_BY_LOCATION: ReadonlyMap<string, string> = new Map(
  LOCATION_SEEDS.flatMap((state) => [
    [state.slug, state.timeZone] as const,
    ...state.cities.map((one) => [one.slug, one.timeZone ?? state.timeZone] as const),
  ]),
);
