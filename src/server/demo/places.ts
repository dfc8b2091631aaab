import { Weighted } from "./random";

/**
 * Where demo members live: real cities, spelled exactly as the country-state-city package has them
 * (a unit test looks each one up), so their codes are the ones the location pickers produce.
 * Weights follow population roughly; Karachi, Sindh and the Emirates measure plots in square yards.
 */
export type Region = "punjab" | "sindh" | "karachi" | "kp" | "balochistan" | "kashmir" | "gb" | "uae";

export type Place = {
  readonly country: "PK" | "AE";
  /** The package's state code, without the country. */
  readonly state: string;
  /** The package's city name. */
  readonly city: string;
  readonly region: Region;
  readonly plots: "marla" | "yards";
  readonly weight: number;
};

const pk = (state: string, city: string, region: Region, weight: number, plots: Place["plots"] = "marla") =>
  ({ country: "PK", state, city, region, weight, plots }) as const satisfies Place;
const ae = (state: string, city: string, weight: number) =>
  ({ country: "AE", state, city, region: "uae", weight, plots: "yards" }) as const satisfies Place;

export const PLACES: readonly Place[] = [
  pk("PB", "Lahore", "punjab", 110),
  pk("PB", "Faisalabad", "punjab", 35),
  pk("PB", "Rawalpindi", "punjab", 30),
  pk("PB", "Multan", "punjab", 22),
  pk("PB", "Gujranwala", "punjab", 22),
  pk("PB", "Sialkot", "punjab", 12),
  pk("PB", "Bahawalpur", "punjab", 10),
  pk("PB", "Sargodha", "punjab", 10),
  pk("PB", "Sheikhupura", "punjab", 7),
  pk("PB", "Gujrat", "punjab", 7),
  pk("PB", "Rahim Yar Khan", "punjab", 6),
  pk("PB", "Jhelum", "punjab", 5),
  pk("PB", "Sahiwal", "punjab", 5),
  pk("PB", "Dera Ghazi Khan", "punjab", 5),
  pk("PB", "Nankana Sahib", "punjab", 2),
  pk("IS", "Islamabad", "punjab", 25),
  pk("SD", "Karachi", "karachi", 140, "yards"),
  pk("SD", "Hyderabad", "karachi", 20, "yards"),
  pk("SD", "Sukkur", "sindh", 6, "yards"),
  pk("SD", "Larkana", "sindh", 5, "yards"),
  pk("SD", "Mirpur Khas", "sindh", 3, "yards"),
  pk("KP", "Peshawar", "kp", 25),
  pk("KP", "Mardan", "kp", 6),
  pk("KP", "Abbottabad", "kp", 6),
  pk("KP", "Mingora", "kp", 4),
  pk("KP", "Dera Ismail Khan", "kp", 3),
  pk("KP", "Mansehra", "kp", 3),
  pk("BA", "Quetta", "balochistan", 12),
  pk("BA", "Turbat", "balochistan", 1),
  pk("JK", "Muzaffarābād", "kashmir", 3),
  pk("JK", "New Mirpur", "kashmir", 3),
  pk("GB", "Gilgit", "gb", 2),
  pk("GB", "Skardu", "gb", 1),
  ae("DU", "Dubai", 50),
  ae("AZ", "Abu Dhabi Municipality", 25),
  ae("AZ", "Al Ain City", 6),
  ae("SH", "Sharjah", 20),
  ae("AJ", "Ajman", 6),
  ae("RK", "Ras Al Khaimah", 4),
  ae("FU", "Al Fujairah City", 2),
  ae("UQ", "Umm Al Quwain City", 1),
];

/** 'PK-PB', as the residential schema and the location API spell a state. */
export function stateCodeOf(place: Place): string {
  return `${place.country}-${place.state}`;
}

/** 'PK-PB-Lahore': the state code, then the city's name. */
export function cityCodeOf(place: Place): string {
  return `${place.country}-${place.state}-${place.city}`;
}

const byWeight = (places: readonly Place[]) =>
  new Weighted(places.map((place) => [place, place.weight] as const));

export const PAKISTAN_PLACES = byWeight(PLACES.filter((place) => place.country === "PK"));
export const UAE_PLACES = byWeight(PLACES.filter((place) => place.country === "AE"));

/** Where the smaller communities mostly live: Hindus in Sindh, Sikhs near their gurdwaras. */
export const HINDU_PLACES = byWeight(
  PLACES.filter((place) =>
    ["Karachi", "Hyderabad", "Mirpur Khas", "Sukkur", "Larkana", "Rahim Yar Khan", "Lahore"].includes(
      place.city,
    ),
  ),
);
export const SIKH_PLACES = byWeight(
  PLACES.filter((place) => ["Lahore", "Nankana Sahib", "Peshawar", "Rawalpindi"].includes(place.city)),
);
/** Pakistan's Parsis, the demo's "other" religion, live in Karachi and Lahore. */
export const PARSI_PLACES = byWeight(PLACES.filter((place) => ["Karachi", "Lahore"].includes(place.city)));
