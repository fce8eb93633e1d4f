import { api, FEEDBACK_MESSAGES, type FeedbackAnswer } from '@agenda/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '@/lib/api';
import { NOBODY, renderScreen } from '@/test/render-screen';
import { FEEDBACK_TEXTS, SessionFeedback } from './session-feedback';

vi.mock('@/lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api')>()),
  call: vi.fn(),
}));

const HOUR = 60 * 60 * 1000;
const answer = (fields: Partial<FeedbackAnswer> = {}): FeedbackAnswer => ({
  agendaId: 'a1',
  eventId: 'e1',
  opens: Date.now() - HOUR,
  closes: Date.now() + 100 * HOUR,
  canRate: true,
  mine: null,
  summary: null,
  ...fields,
});

const show = () => renderScreen('/o', '/o', <SessionFeedback agendaId="a1" eventId="e1" />, NOBODY);

beforeEach(() => vi.mocked(call).mockReset());

describe('SessionFeedback', () => {
  it('lets a participant rate within the window, with a comment, and confirms the save', async () => {
    vi.mocked(call).mockImplementation(async (endpoint) =>
      endpoint === api.participants.saveFeedback ? answer({ mine: { rating: 5, comment: 'Great' } }) : answer(),
    );
    show();
    await screen.findByRole('heading', { name: FEEDBACK_TEXTS.prompt });
    fireEvent.click(screen.getByRole('radio', { name: '5 Stars' }));
    fireEvent.change(screen.getByRole('textbox', { name: FEEDBACK_TEXTS.comment }), { target: { value: 'Great' } });
    fireEvent.click(screen.getByRole('button', { name: FEEDBACK_TEXTS.save }));
    expect((await screen.findByTestId('feedback-saved')).textContent).toContain(FEEDBACK_MESSAGES.saved);
    expect(call).toHaveBeenCalledWith(
      api.participants.saveFeedback,
      { agendaId: 'a1', eventId: 'e1', rating: 5, comment: 'Great' },
      expect.anything(),
    );
  });

  it('shows the saved rating when the participant comes back', async () => {
    vi.mocked(call).mockResolvedValue(answer({ mine: { rating: 2, comment: 'Too long' } }));
    show();
    await screen.findByRole('heading', { name: FEEDBACK_TEXTS.prompt });
    expect((screen.getByRole('radio', { name: '2 Stars' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('textbox', { name: FEEDBACK_TEXTS.comment }) as HTMLTextAreaElement).value).toBe(
      'Too long',
    );
  });

  it('shows a speaker the average, count and comments without names, and no form', async () => {
    vi.mocked(call).mockResolvedValue(
      answer({
        canRate: false,
        summary: { count: 2, average: 3.5, comments: [{ rating: 4, comment: 'Nice', name: null }] },
      }),
    );
    show();
    await screen.findByText('3.5 of 5 · 2 ratings');
    expect(screen.getByText(`${FEEDBACK_TEXTS.anonymous} · 4 of 5`)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: FEEDBACK_TEXTS.prompt })).toBeNull();
  });

  it('shows nothing to one who may not rate nor see the summary, nor after the window', async () => {
    vi.mocked(call).mockResolvedValue(answer({ canRate: true, closes: Date.now() - HOUR }));
    show();
    await waitFor(() => expect(screen.queryByTestId('feedback-loading')).toBeNull());
    expect(screen.queryByTestId('session-feedback')).toBeNull();
  });
});
