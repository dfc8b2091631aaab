export { LanguageCombobox } from "./language-combobox";
export { CityMultiSelect, CountryMultiSelect, StateMultiSelect } from "./location-multi-selects";
export { CitySelect, CountrySelect, StateSelect } from "./location-selects";
export type { MultiPickerProps, SinglePickerProps } from "./types";
