/** An information page's texts: title, intro and sections of paragraphs and lists (InfoArticle shows them). */
export type Section = { heading: string; paragraphs?: string[]; list?: string[] };
export type Article = { title: string; description: string; intro?: string; /** updated: the day of the last change, YYYY-MM-DD (written out by the interface's date formatter) */ updated?: string; sections: Section[] };

/** The FAQ page's texts: its questions with their answers. */
export type Faq = { title: string; description: string; items: Array<{ q: string; a: string }> };
