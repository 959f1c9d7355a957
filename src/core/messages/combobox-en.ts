/**
 * English words of the searchable combobox (a select of many options): they come with the combobox's own chunk,
 * loaded when a field first has that many options, so a form of few options ships none of them. `en` has them.
 */
export const enCombobox = {
  'combobox.count': '{count, plural, one {# option} other {# options}}',
  'combobox.none': 'No option matches',
  'combobox.remove': 'Remove {option}',
};
