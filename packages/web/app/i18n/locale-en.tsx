import { Outlet } from 'react-router';
import { en } from './en';
import { registerCatalogue } from './index';

/* The layout route of the English pages under /en: see locale-hu.tsx. */
registerCatalogue('en', en);

export default function EnglishPages() {
  return <Outlet />;
}
