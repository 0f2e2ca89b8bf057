import type { Page } from 'playwright-core';

/** The smallest target a finger hits reliably (WCAG 2.5.5, Apple's and Android's guidelines: 44 × 44 CSS px). */
const MIN_TAP_TARGET_PX = 44;

/**
 * The controls on the page a finger would have to hit that are smaller than 44 × 44 px, each as
 * "tag.class 'name' W×H". Counted is the area that takes the tap: a control's own box, or for a
 * visually hidden input (Mantine's checkbox, radio, chip, rating) its label. Left out, as WCAG
 * 2.5.5 leaves them out: links inside a sentence (inline), controls not shown (hidden, zero
 * size, off-screen in a closed drawer), and controls whose tap another, large enough control of the
 * same name offers.
 */
export async function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate(`((min) => {\n${IN_PAGE}\n})(${MIN_TAP_TARGET_PX})`);
}

/**
 * The measuring, run in the page. Kept as text: the test runner's TypeScript transform names
 * functions with a helper (`__name`) that does not exist inside the page.
 */
const IN_PAGE = `
  const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="link"]';
  function visible(el) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return false;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return false;
    return r.right > 0 && r.left < window.innerWidth;
  }
  // A link in running text: its line box is the sentence's, which WCAG exempts.
  function inline(el) {
    const parent = el.parentElement;
    return el.tagName === 'A' && getComputedStyle(el).display === 'inline' && !!parent && /^(P|LI|SPAN|DD|TD|SMALL|LABEL)$/.test(parent.tagName)
      && (parent.textContent || '').trim().length > (el.textContent || '').trim().length;
  }
  function name(el) {
    return (el.getAttribute('aria-label') || el.textContent || el.name || '').trim().slice(0, 30);
  }
  // A visually hidden checkbox or radio takes its taps through its label: the one that wraps it, or
  // the one that names it by id (a rating's stars).
  function hit(el) {
    if (el.tagName === 'INPUT' && (el.type === 'checkbox' || el.type === 'radio')) {
      return el.closest('label') || (el.id && document.querySelector('label[for="' + CSS.escape(el.id) + '"]')) || el;
    }
    // A password field's input sits inside the box that takes the tap (the field with its show button).
    if (el.classList.contains('mantine-PasswordInput-innerInput')) return el.closest('.mantine-Input-input') || el;
    return el;
  }
  const controls = [...document.querySelectorAll(selector)].filter((el) => !el.closest('[aria-hidden="true"], [inert]'));
  const bigEnough = new Set();
  const small = [];
  for (const el of controls) {
    const target = hit(el);
    if (!visible(target) || inline(el)) continue;
    const r = target.getBoundingClientRect();
    if (r.width >= min - 0.5 && r.height >= min - 0.5) bigEnough.add(name(el));
    else small.push({ el, w: Math.round(r.width), h: Math.round(r.height) });
  }
  return small
    .filter(({ el }) => name(el) === '' || !bigEnough.has(name(el)))
    .map(({ el, w, h }) => el.tagName.toLowerCase() + '.' + [...el.classList].slice(0, 2).join('.') + " '" + name(el) + "' " + w + '×' + h);
`;
