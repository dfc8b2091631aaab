import type { Region } from "./places";
import { Weighted } from "./random";

/**
 * Names for demo members. A surname carries the caste (biradari) it usually signals, a code of
 * `castesFor(religion)`, so a Qureshi is Al-Qureshi and a Cheema is Jutt. Every name has at least
 * the three letters the personal-info schema asks for.
 */
export type Surname = { readonly name: string; readonly caste: string };

const surnames = (entries: readonly (readonly [string, string, number])[]) =>
  new Weighted(entries.map(([name, caste, weight]) => [{ name, caste }, weight] as const));

// biome-ignore format: a data table reads better packed
export const MUSLIM_MALE = [
  "Ahmed", "Ali", "Hamza", "Hassan", "Hussain", "Usman", "Umar", "Bilal", "Imran", "Kamran", "Faisal",
  "Asad", "Saad", "Zain", "Zubair", "Haris", "Talha", "Fahad", "Adnan", "Waqas", "Junaid", "Shahid",
  "Tariq", "Nadeem", "Naveed", "Rizwan", "Salman", "Arslan", "Danish", "Farhan", "Irfan", "Javed",
  "Khalid", "Mansoor", "Mudassar", "Noman", "Omer", "Qasim", "Rehan", "Sajid", "Shoaib", "Sohail",
  "Tahir", "Waleed", "Yasir", "Zeeshan", "Abdullah", "Abdul Rehman", "Muhammad Ahmed", "Muhammad Usman",
  "Shahzad", "Atif", "Babar", "Ehsan", "Ghulam Abbas", "Hammad", "Ibrahim", "Jahangir", "Kashif",
  "Luqman", "Moeen", "Nauman", "Owais", "Raheel", "Saqib", "Taimoor", "Uzair", "Waseem", "Yousaf",
  "Zohaib", "Aamir", "Adeel", "Asim", "Fawad", "Haider", "Mohsin", "Sarmad", "Muhammad Bilal",
] as const;

// biome-ignore format: a data table reads better packed
export const MUSLIM_FEMALE = [
  "Ayesha", "Fatima", "Zainab", "Maryam", "Hira", "Sana", "Sara", "Amna", "Iqra", "Mahnoor", "Noor",
  "Rabia", "Sadia", "Saba", "Maham", "Areeba", "Alishba", "Anum", "Bushra", "Farah", "Hina", "Javeria",
  "Khadija", "Kiran", "Laiba", "Madiha", "Mehwish", "Nida", "Rimsha", "Saima", "Samina", "Shazia",
  "Sidra", "Tahira", "Uzma", "Warda", "Yusra", "Zara", "Aiman", "Aleena", "Aqsa", "Arooj", "Asma",
  "Bisma", "Eman", "Faiza", "Hafsa", "Hajra", "Huma", "Komal", "Lubna", "Maira", "Memoona", "Misbah",
  "Nimra", "Qurat ul Ain", "Rida", "Ruqayya", "Samra", "Shumaila", "Sumbal", "Tayyaba", "Urooj", "Zoya",
  "Nazia", "Rukhsana", "Nasreen", "Farzana", "Mehreen", "Sehrish",
] as const;

/** Surnames that are not a biradari name are 'other'. */
// biome-ignore format: a data table reads better packed
const PUNJAB_SURNAMES = surnames([
  ["Chaudhry", "jutt", 8], ["Cheema", "jutt", 4], ["Bajwa", "jutt", 3], ["Gondal", "jutt", 2],
  ["Warraich", "jutt", 2], ["Tarar", "jutt", 2], ["Virk", "jutt", 2],
  ["Butt", "kashmiri", 7], ["Dar", "kashmiri", 3], ["Mir", "kashmiri", 2],
  ["Malik", "awan", 7], ["Awan", "awan", 4],
  ["Qureshi", "al_qureshi", 4], ["Siddiqui", "al_siddiqui", 3], ["Farooqi", "al_farooqi", 1],
  ["Ansari", "al_ansari", 2], ["Abbasi", "al_abbasi", 3], ["Hashmi", "al_hashmi", 2],
  ["Syed", "syed", 3], ["Shah", "syed", 4], ["Bukhari", "syed", 2], ["Naqvi", "syed", 2],
  ["Rizvi", "syed", 2], ["Gillani", "syed", 2],
  ["Sheikh", "sheikh", 5], ["Mughal", "mughal", 3], ["Baig", "mughal", 2], ["Mirza", "mughal", 2],
  ["Rajput", "rajput", 3], ["Bhatti", "rajput", 4], ["Janjua", "rajput", 2], ["Minhas", "rajput", 1],
  ["Rana", "rajput", 3], ["Khokhar", "rajput", 2], ["Gujjar", "gujjar", 3], ["Arain", "arain", 3],
  ["Kamboh", "kamboh", 2], ["Khan", "pathan", 6], ["Niazi", "pathan", 2],
  ["Iqbal", "other", 3], ["Ahmed", "other", 4], ["Hussain", "other", 4], ["Akhtar", "other", 3],
  ["Javed", "other", 2], ["Aslam", "other", 2], ["Raza", "other", 3], ["Zafar", "other", 2],
  ["Anwar", "other", 2], ["Nawaz", "other", 2], ["Saleem", "other", 2], ["Rashid", "other", 2],
  ["Latif", "other", 1], ["Jamil", "other", 1],
]);

// biome-ignore format: a data table reads better packed
const KARACHI_SURNAMES = surnames([
  ["Siddiqui", "al_siddiqui", 6], ["Qureshi", "al_qureshi", 5], ["Ansari", "al_ansari", 4],
  ["Farooqi", "al_farooqi", 3], ["Hashmi", "al_hashmi", 2], ["Abbasi", "al_abbasi", 2],
  ["Memon", "memon", 7], ["Shaikh", "sheikh", 5], ["Syed", "syed", 5], ["Rizvi", "syed", 4],
  ["Naqvi", "syed", 3], ["Jafri", "syed", 3], ["Zaidi", "syed", 3], ["Baig", "mughal", 3],
  ["Mirza", "mughal", 2], ["Khan", "pathan", 7], ["Baloch", "baloch", 3], ["Butt", "kashmiri", 2],
  ["Malik", "awan", 2], ["Rajput", "rajput", 2], ["Ahmed", "other", 5], ["Hussain", "other", 4],
  ["Raza", "other", 3], ["Iqbal", "other", 3], ["Akhtar", "other", 2], ["Haider", "other", 2],
  ["Usmani", "other", 2], ["Lakhani", "memon", 2], ["Dadabhoy", "memon", 1],
]);

// biome-ignore format: a data table reads better packed
const SINDH_SURNAMES = surnames([
  ["Soomro", "other", 5], ["Bhutto", "other", 3], ["Jatoi", "other", 3], ["Talpur", "baloch", 3],
  ["Laghari", "baloch", 2], ["Khoso", "baloch", 2], ["Chandio", "baloch", 2], ["Mahar", "other", 3],
  ["Abro", "other", 2], ["Junejo", "other", 3], ["Shaikh", "sheikh", 4], ["Memon", "memon", 4],
  ["Qureshi", "al_qureshi", 2], ["Syed", "syed", 3], ["Shah", "syed", 4], ["Arain", "arain", 2],
  ["Pirzada", "other", 1], ["Unar", "other", 2], ["Kalhoro", "other", 2],
]);

// biome-ignore format: a data table reads better packed
const KP_SURNAMES = surnames([
  ["Khan", "pathan", 14], ["Yousafzai", "pathan", 4], ["Afridi", "pathan", 4], ["Khattak", "pathan", 4],
  ["Durrani", "pathan", 2], ["Wazir", "pathan", 2], ["Orakzai", "pathan", 2], ["Swati", "pathan", 2],
  ["Mohmand", "pathan", 2], ["Bangash", "pathan", 2], ["Awan", "awan", 3], ["Abbasi", "al_abbasi", 2],
  ["Shah", "syed", 3], ["Gillani", "syed", 1], ["Qureshi", "al_qureshi", 1], ["Jadoon", "pathan", 2],
  ["Tanoli", "other", 2], ["Gujjar", "gujjar", 1], ["Ahmad", "other", 2],
]);

// biome-ignore format: a data table reads better packed
const BALOCHISTAN_SURNAMES = surnames([
  ["Baloch", "baloch", 8], ["Rind", "baloch", 3], ["Bugti", "baloch", 2], ["Marri", "baloch", 2],
  ["Mengal", "baloch", 2], ["Raisani", "baloch", 2], ["Kakar", "pathan", 4], ["Achakzai", "pathan", 3],
  ["Khan", "pathan", 4], ["Tareen", "pathan", 2], ["Hazara", "other", 2], ["Syed", "syed", 1],
]);

// biome-ignore format: a data table reads better packed
const KASHMIR_SURNAMES = surnames([
  ["Butt", "kashmiri", 5], ["Dar", "kashmiri", 3], ["Mir", "kashmiri", 3], ["Lone", "kashmiri", 2],
  ["Rathore", "rajput", 3], ["Sudhan", "other", 2], ["Abbasi", "al_abbasi", 3], ["Chaudhry", "jutt", 3],
  ["Gujjar", "gujjar", 2], ["Qureshi", "al_qureshi", 2], ["Mughal", "mughal", 2], ["Khan", "pathan", 2],
]);

// biome-ignore format: a data table reads better packed
const GB_SURNAMES = surnames([
  ["Baig", "mughal", 3], ["Shah", "syed", 3], ["Khan", "pathan", 3], ["Hunzai", "other", 2],
  ["Karim", "other", 2], ["Ali", "other", 2], ["Hussain", "other", 3], ["Nagri", "other", 1],
]);

export const MUSLIM_SURNAMES: Record<Exclude<Region, "uae">, Weighted<Surname>> = {
  punjab: PUNJAB_SURNAMES,
  karachi: KARACHI_SURNAMES,
  sindh: SINDH_SURNAMES,
  kp: KP_SURNAMES,
  balochistan: BALOCHISTAN_SURNAMES,
  kashmir: KASHMIR_SURNAMES,
  gb: GB_SURNAMES,
};

// biome-ignore format: a data table reads better packed
export const EMIRATI_MALE = [
  "Mohammed", "Ahmed", "Khalifa", "Saeed", "Rashid", "Hamdan", "Sultan", "Majid", "Obaid", "Khalid",
  "Abdulla", "Hamad", "Mansoor", "Saif", "Humaid", "Juma", "Omar", "Yousef", "Theyab", "Zayed",
] as const;

// biome-ignore format: a data table reads better packed
export const EMIRATI_FEMALE = [
  "Fatima", "Mariam", "Aisha", "Shamma", "Hessa", "Maitha", "Noora", "Latifa", "Moza", "Alia",
  "Amna", "Sheikha", "Meera", "Reem", "Hind", "Salama", "Afra", "Shaikha", "Mahra", "Ghaya",
] as const;

// biome-ignore format: a data table reads better packed
export const EMIRATI_SURNAMES = surnames([
  ["Al Mansoori", "other", 5], ["Al Mazrouei", "other", 4], ["Al Nuaimi", "other", 4],
  ["Al Shamsi", "other", 4], ["Al Ketbi", "other", 3], ["Al Falasi", "other", 3],
  ["Al Suwaidi", "other", 3], ["Al Muhairi", "other", 3], ["Al Dhaheri", "other", 3],
  ["Al Kaabi", "other", 4], ["Al Hashmi", "al_hashmi", 2], ["Al Qurashi", "al_qureshi", 1],
  ["Al Marzooqi", "other", 2], ["Al Blooshi", "baloch", 2], ["Al Ali", "other", 3],
]);

// biome-ignore format: a data table reads better packed
export const CHRISTIAN_MALE = [
  "Samuel", "Daniel", "Emmanuel", "Joseph", "Peter", "Simon", "David", "Patrick", "Aaron", "Asher",
  "Nathaniel", "Stephen", "Jonathan", "Arif", "Pervaiz", "Shahbaz", "Akash", "Sunil", "Younis", "Sajid",
] as const;

// biome-ignore format: a data table reads better packed
export const CHRISTIAN_FEMALE = [
  "Mariam", "Sarah", "Esther", "Rebecca", "Naomi", "Ruth", "Elizabeth", "Grace", "Sonia", "Shamim",
  "Nabeela", "Rachel", "Hannah", "Sophia", "Saima", "Rubina", "Nargis", "Salma", "Angela", "Martha",
] as const;

// biome-ignore format: a data table reads better packed
export const CHRISTIAN_SURNAMES = surnames([
  ["Masih", "punjabi", 10], ["Gill", "punjabi", 5], ["Bhatti", "punjabi", 4], ["Sahotra", "punjabi", 3],
  ["Khokhar", "punjabi", 3], ["Sadiq", "punjabi", 2], ["Bashir", "punjabi", 2], ["Javed", "punjabi", 2],
  ["Massey", "punjabi", 2], ["D'Souza", "goan", 2], ["Fernandes", "goan", 2], ["Pereira", "goan", 1],
  ["Rodrigues", "goan", 1], ["Lobo", "goan", 1], ["Williams", "anglo_pakistani", 1],
  ["Gardner", "anglo_pakistani", 1], ["Francis", "other", 2], ["Emmanuel", "other", 1],
]);

// biome-ignore format: a data table reads better packed
export const HINDU_MALE = [
  "Ramesh", "Suresh", "Sunil", "Anil", "Kishore", "Mukesh", "Vijay", "Deepak", "Sanjay", "Ashok",
  "Rajesh", "Mahesh", "Naresh", "Prakash", "Dilip", "Krishan", "Jeevan", "Lal Chand", "Mohan", "Hari",
] as const;

// biome-ignore format: a data table reads better packed
export const HINDU_FEMALE = [
  "Sita", "Pooja", "Kavita", "Rani", "Meena", "Anita", "Sunita", "Geeta", "Lata", "Radha", "Kiran",
  "Shanti", "Asha", "Rekha", "Usha", "Priya", "Divya", "Sapna", "Kajal", "Veena",
] as const;

/** 'Kumar', 'Lal' and the like say nothing of caste: the generator picks one for them. */
// biome-ignore format: a data table reads better packed
export const HINDU_SURNAMES = surnames([
  ["Kumar", "", 8], ["Lal", "", 5], ["Das", "", 3], ["Chand", "", 2], ["Maheshwari", "maheshwari", 3],
  ["Meghwar", "meghwar", 4], ["Kolhi", "kolhi", 3], ["Bheel", "bheel", 3], ["Oad", "oad", 2],
  ["Sharma", "brahmin", 2], ["Rathore", "rajput", 2], ["Malhi", "", 1],
]);

// biome-ignore format: a data table reads better packed
export const SIKH_MALE = [
  "Gurpreet", "Harjeet", "Manjeet", "Ranjit", "Jaspal", "Gurdeep", "Harinder", "Balwinder",
  "Sukhwinder", "Amarjit", "Kuldeep", "Ramesh", "Paramjit", "Gurmeet",
] as const;

// biome-ignore format: a data table reads better packed
export const SIKH_FEMALE = [
  "Harpreet", "Gurleen", "Simran", "Jaspreet", "Manpreet", "Amrit", "Navneet", "Kirandeep", "Rupinder",
  "Baljeet", "Prabhjot", "Sukhmani",
] as const;

/** Family names some Sikhs use besides Singh and Kaur. */
// biome-ignore format: a data table reads better packed
export const SIKH_FAMILY_NAMES = surnames([
  ["Sandhu", "jat", 3], ["Gill", "jat", 3], ["Dhillon", "jat", 2], ["Sidhu", "jat", 2],
  ["Grewal", "jat", 1], ["Kohli", "khatri", 2], ["Sethi", "khatri", 1], ["Arora", "arora", 2],
  ["Bhogal", "ramgarhia", 1], ["Matharu", "ramgarhia", 1],
]);

/** Karachi's Parsis, the 'other' religion of the demo. */
// biome-ignore format: a data table reads better packed
export const PARSI_MALE = ["Cyrus", "Jamshed", "Rustom", "Darius", "Behram", "Kaikhushru", "Minoo"] as const;
// biome-ignore format: a data table reads better packed
export const PARSI_FEMALE = ["Roshan", "Shireen", "Perveen", "Dinaz", "Zarine", "Freny", "Havovi"] as const;
// biome-ignore format: a data table reads better packed
export const PARSI_SURNAMES = surnames([
  ["Mistry", "other", 2], ["Cowasjee", "other", 1], ["Bharucha", "other", 1], ["Irani", "other", 2],
  ["Kapadia", "other", 1], ["Avari", "other", 1], ["Dinshaw", "other", 1],
]);

/** An email's local part from a name: lower-case ASCII letters and digits between dots. */
export function emailSlug(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f']/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ".")
    .replace(/^\.+|\.+$/g, "");
}
