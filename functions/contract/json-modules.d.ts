declare module 'i18n-iso-countries/index.js' {
  import countries from 'i18n-iso-countries';
  export default countries;
}
