import type { MetaDescriptor } from 'react-router';
import { site } from '../../content/site';

type PageMeta = { title?: string; description?: string; noindex?: boolean };

/** Title and description for a page; the owner's name closes every title. */
export function pageMeta({ title, description = site.description, noindex = false }: PageMeta): MetaDescriptor[] {
  return [
    { title: title ? `${title} · ${site.name}` : `${site.name} · ${site.role}` },
    { name: 'description', content: description },
    ...(noindex ? [{ name: 'robots', content: 'noindex, nofollow' }] : []),
  ];
}
