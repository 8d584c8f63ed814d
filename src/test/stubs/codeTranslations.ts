/** No translations loaded: every translate()/<Translate> renders its English default message. */
const codeTranslations: Record<string, string> = {};
export default codeTranslations;
