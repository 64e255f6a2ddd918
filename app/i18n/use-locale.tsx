import { createContext, useContext } from 'react';
import { defaultLocale, type Locale } from './locale.ts';

/** The language of the page being rendered; the root layout sets it from the page's address. */
export const LocaleContext = createContext<Locale>(defaultLocale);

export const useLocale = () => useContext(LocaleContext);
