import type { LocalizedText } from "../../shared/contract/common";

export interface CitySeed {
  slug: string;
  name: LocalizedText;
}

export interface StateSeed {
  slug: string;
  code: string;
  name: LocalizedText;
  cities: CitySeed[];
}

const n = (ru: string, ua: string, pl: string, en: string): LocalizedText => ({ ru, ua, pl, en });
const city = (slug: string, ru: string, ua: string, pl: string, en: string): CitySeed => ({
  slug,
  name: n(ru, ua, pl, en),
});
const state = (slug: string, code: string, name: LocalizedText, cities: CitySeed[] = []): StateSeed => ({
  slug,
  code,
  name,
  cities,
});

/**
 * All 50 states and DC (alphabetical by English name), with the cities where the Slavic and Polish
 * communities live.
 */
export const LOCATION_SEEDS: StateSeed[] = [
  state("alabama", "AL", n("Алабама", "Алабама", "Alabama", "Alabama")),
  state("alaska", "AK", n("Аляска", "Аляска", "Alaska", "Alaska")),
  state("arizona", "AZ", n("Аризона", "Аризона", "Arizona", "Arizona"), [
    city("phoenix", "Финикс", "Фінікс", "Phoenix", "Phoenix"),
  ]),
  state("arkansas", "AR", n("Арканзас", "Арканзас", "Arkansas", "Arkansas")),
  state("california", "CA", n("Калифорния", "Каліфорнія", "Kalifornia", "California"), [
    city("los-angeles", "Лос-Анджелес", "Лос-Анджелес", "Los Angeles", "Los Angeles"),
    city("san-francisco", "Сан-Франциско", "Сан-Франциско", "San Francisco", "San Francisco"),
    city("sacramento", "Сакраменто", "Сакраменто", "Sacramento", "Sacramento"),
    city("san-diego", "Сан-Диего", "Сан-Дієго", "San Diego", "San Diego"),
    city("san-jose", "Сан-Хосе", "Сан-Хосе", "San Jose", "San Jose"),
  ]),
  state("colorado", "CO", n("Колорадо", "Колорадо", "Kolorado", "Colorado"), [
    city("denver", "Денвер", "Денвер", "Denver", "Denver"),
  ]),
  state("connecticut", "CT", n("Коннектикут", "Коннектикут", "Connecticut", "Connecticut"), [
    city("hartford", "Хартфорд", "Гартфорд", "Hartford", "Hartford"),
  ]),
  state("delaware", "DE", n("Делавэр", "Делавер", "Delaware", "Delaware")),
  state(
    "district-of-columbia",
    "DC",
    n("Округ Колумбия", "Округ Колумбія", "Dystrykt Kolumbii", "District of Columbia"),
    [city("washington-dc", "Вашингтон", "Вашингтон", "Waszyngton", "Washington")],
  ),
  state("florida", "FL", n("Флорида", "Флорида", "Floryda", "Florida"), [
    city("miami", "Майами", "Маямі", "Miami", "Miami"),
    city("sunny-isles-beach", "Санни-Айлс-Бич", "Санні-Айлс-Біч", "Sunny Isles Beach", "Sunny Isles Beach"),
    city("tampa", "Тампа", "Тампа", "Tampa", "Tampa"),
    city("orlando", "Орландо", "Орландо", "Orlando", "Orlando"),
    city("jacksonville", "Джексонвилл", "Джексонвілл", "Jacksonville", "Jacksonville"),
  ]),
  state("georgia", "GA", n("Джорджия", "Джорджія", "Georgia", "Georgia"), [
    city("atlanta", "Атланта", "Атланта", "Atlanta", "Atlanta"),
  ]),
  state("hawaii", "HI", n("Гавайи", "Гаваї", "Hawaje", "Hawaii")),
  state("idaho", "ID", n("Айдахо", "Айдахо", "Idaho", "Idaho")),
  state("illinois", "IL", n("Иллинойс", "Іллінойс", "Illinois", "Illinois"), [
    city("chicago", "Чикаго", "Чикаго", "Chicago", "Chicago"),
  ]),
  state("indiana", "IN", n("Индиана", "Індіана", "Indiana", "Indiana")),
  state("iowa", "IA", n("Айова", "Айова", "Iowa", "Iowa")),
  state("kansas", "KS", n("Канзас", "Канзас", "Kansas", "Kansas")),
  state("kentucky", "KY", n("Кентукки", "Кентуккі", "Kentucky", "Kentucky")),
  state("louisiana", "LA", n("Луизиана", "Луїзіана", "Luizjana", "Louisiana")),
  state("maine", "ME", n("Мэн", "Мен", "Maine", "Maine")),
  state("maryland", "MD", n("Мэриленд", "Меріленд", "Maryland", "Maryland"), [
    city("baltimore", "Балтимор", "Балтимор", "Baltimore", "Baltimore"),
  ]),
  state("massachusetts", "MA", n("Массачусетс", "Массачусетс", "Massachusetts", "Massachusetts"), [
    city("boston", "Бостон", "Бостон", "Boston", "Boston"),
  ]),
  state("michigan", "MI", n("Мичиган", "Мічиган", "Michigan", "Michigan"), [
    city("detroit", "Детройт", "Детройт", "Detroit", "Detroit"),
  ]),
  state("minnesota", "MN", n("Миннесота", "Міннесота", "Minnesota", "Minnesota"), [
    city("minneapolis", "Миннеаполис", "Міннеаполіс", "Minneapolis", "Minneapolis"),
  ]),
  state("mississippi", "MS", n("Миссисипи", "Міссісіпі", "Missisipi", "Mississippi")),
  state("missouri", "MO", n("Миссури", "Міссурі", "Missouri", "Missouri")),
  state("montana", "MT", n("Монтана", "Монтана", "Montana", "Montana")),
  state("nebraska", "NE", n("Небраска", "Небраска", "Nebraska", "Nebraska")),
  state("nevada", "NV", n("Невада", "Невада", "Nevada", "Nevada"), [
    city("las-vegas", "Лас-Вегас", "Лас-Вегас", "Las Vegas", "Las Vegas"),
  ]),
  state("new-hampshire", "NH", n("Нью-Гэмпшир", "Нью-Гемпшир", "New Hampshire", "New Hampshire")),
  state("new-jersey", "NJ", n("Нью-Джерси", "Нью-Джерсі", "New Jersey", "New Jersey"), [
    city("newark", "Ньюарк", "Ньюарк", "Newark", "Newark"),
    city("edison", "Эдисон", "Едісон", "Edison", "Edison"),
  ]),
  state("new-mexico", "NM", n("Нью-Мексико", "Нью-Мексико", "Nowy Meksyk", "New Mexico")),
  state("new-york", "NY", n("Нью-Йорк", "Нью-Йорк", "Nowy Jork", "New York"), [
    city("new-york-city", "Нью-Йорк", "Нью-Йорк", "Nowy Jork", "New York City"),
    city("rochester", "Рочестер", "Рочестер", "Rochester", "Rochester"),
  ]),
  state("north-carolina", "NC", n("Северная Каролина", "Північна Кароліна", "Karolina Północna", "North Carolina"), [
    city("charlotte", "Шарлотт", "Шарлотт", "Charlotte", "Charlotte"),
    city("raleigh", "Роли", "Ролі", "Raleigh", "Raleigh"),
  ]),
  state("north-dakota", "ND", n("Северная Дакота", "Північна Дакота", "Dakota Północna", "North Dakota")),
  state("ohio", "OH", n("Огайо", "Огайо", "Ohio", "Ohio"), [
    city("cleveland", "Кливленд", "Клівленд", "Cleveland", "Cleveland"),
    city("columbus", "Колумбус", "Колумбус", "Columbus", "Columbus"),
  ]),
  state("oklahoma", "OK", n("Оклахома", "Оклахома", "Oklahoma", "Oklahoma")),
  state("oregon", "OR", n("Орегон", "Орегон", "Oregon", "Oregon"), [
    city("portland", "Портленд", "Портленд", "Portland", "Portland"),
  ]),
  state("pennsylvania", "PA", n("Пенсильвания", "Пенсильванія", "Pensylwania", "Pennsylvania"), [
    city("philadelphia", "Филадельфия", "Філадельфія", "Filadelfia", "Philadelphia"),
    city("pittsburgh", "Питтсбург", "Піттсбург", "Pittsburgh", "Pittsburgh"),
  ]),
  state("rhode-island", "RI", n("Род-Айленд", "Род-Айленд", "Rhode Island", "Rhode Island")),
  state("south-carolina", "SC", n("Южная Каролина", "Південна Кароліна", "Karolina Południowa", "South Carolina")),
  state("south-dakota", "SD", n("Южная Дакота", "Південна Дакота", "Dakota Południowa", "South Dakota")),
  state("tennessee", "TN", n("Теннесси", "Теннессі", "Tennessee", "Tennessee"), [
    city("nashville", "Нашвилл", "Нашвілл", "Nashville", "Nashville"),
  ]),
  state("texas", "TX", n("Техас", "Техас", "Teksas", "Texas"), [
    city("houston", "Хьюстон", "Х'юстон", "Houston", "Houston"),
    city("dallas", "Даллас", "Даллас", "Dallas", "Dallas"),
    city("austin", "Остин", "Остін", "Austin", "Austin"),
  ]),
  state("utah", "UT", n("Юта", "Юта", "Utah", "Utah")),
  state("vermont", "VT", n("Вермонт", "Вермонт", "Vermont", "Vermont")),
  state("virginia", "VA", n("Виргиния", "Вірджинія", "Wirginia", "Virginia")),
  state("washington", "WA", n("Вашингтон", "Вашингтон", "Waszyngton", "Washington"), [
    city("seattle", "Сиэтл", "Сіетл", "Seattle", "Seattle"),
    city("spokane", "Спокан", "Спокен", "Spokane", "Spokane"),
    city("vancouver-wa", "Ванкувер", "Ванкувер", "Vancouver", "Vancouver"),
    city("kent-wa", "Кент", "Кент", "Kent", "Kent"),
  ]),
  state("west-virginia", "WV", n("Западная Виргиния", "Західна Вірджинія", "Wirginia Zachodnia", "West Virginia")),
  state("wisconsin", "WI", n("Висконсин", "Вісконсин", "Wisconsin", "Wisconsin")),
  state("wyoming", "WY", n("Вайоминг", "Вайомінг", "Wyoming", "Wyoming")),
];
