import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { faqs } from '../utils/content';
import { FaqAccordion } from './faq-section';

const button = (question: string) => screen.getByRole('button', { name: question });
const answerVisible = (answer: string) => !screen.getByText(answer).closest('[role=region]')!.hasAttribute('hidden');

describe('Freelancer FAQs (PUB-11)', () => {
  it('has four questions; the first is open by default, one at a time, and clicking the open one closes it', () => {
    render(<FaqAccordion items={faqs.items} />);
    const [first, second] = faqs.items;
    expect(screen.getAllByRole('button')).toHaveLength(4);
    expect(button(first.question).getAttribute('aria-expanded')).toBe('true');
    expect(answerVisible(first.answer)).toBe(true);
    expect(answerVisible(second.answer)).toBe(false);

    fireEvent.click(button(second.question));
    expect(answerVisible(second.answer)).toBe(true);
    expect(answerVisible(first.answer)).toBe(false);
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);

    fireEvent.click(button(second.question));
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });
});
