import { FEEDBACK_COMMENT_MAX, FEEDBACK_MESSAGES, type FeedbackAnswer } from '@agenda/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useAnnounce } from '@/components/a11y/announcer';
import { apiTable } from '@/lib/api-table';
import { AT_THE_FORM, ApiRequestError, call } from '@/lib/api';

/** Texts of the session overview's feedback card (docs/features.md "Feedback after a session"). */
export const FEEDBACK_TEXTS = {
  prompt: 'How was this session?',
  rating: 'Your rating',
  comment: 'Comment (optional)',
  save: 'Save',
  summaryTitle: 'Feedback',
  none: 'No one has rated this session yet.',
  anonymous: 'A participant',
} as const;

const whenOpen = (answer: FeedbackAnswer, now = Date.now()) => now >= answer.opens && now <= answer.closes;

/** The rating form of a person who took part, with their saved rating when they come back. */
function RateSession({ answer, onSaved }: { answer: FeedbackAnswer; onSaved: (next: FeedbackAnswer) => void }) {
  const announce = useAnnounce();
  const [rating, setRating] = useState<number | null>(answer.mine?.rating ?? null);
  const [comment, setComment] = useState(answer.mine?.comment ?? '');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const tooLong = comment.length > FEEDBACK_COMMENT_MAX;
  const save = async () => {
    if (rating === null) {
      setError(FEEDBACK_MESSAGES.rating);
      return;
    }
    setSaving(true);
    setError(null);
    setSaved(false);
    try {
      const next = await call(
        (await apiTable()).participants.saveFeedback,
        { agendaId: answer.agendaId, eventId: answer.eventId, rating, comment },
        AT_THE_FORM,
      );
      setSaved(true);
      announce(FEEDBACK_MESSAGES.saved);
      onSaved(next);
    } catch (caught) {
      if (caught instanceof ApiRequestError) setError(caught.error);
      else throw caught;
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack spacing={2} component="form" onSubmit={(event) => (event.preventDefault(), void save())}>
      <Typography variant="h2" id="feedback-prompt">
        {FEEDBACK_TEXTS.prompt}
      </Typography>
      <Box>
        <Typography component="legend" variant="body2" color="text.secondary">
          {FEEDBACK_TEXTS.rating}
        </Typography>
        <Rating
          name="session-rating"
          value={rating}
          onChange={(_event, value) => {
            setRating(value);
            setSaved(false);
          }}
          // 44 px stars on phones (docs/features.md "Keyboard and screen readers"), each a radio button.
          sx={{ fontSize: { xs: 44, sm: 36 } }}
        />
      </Box>
      <TextField
        label={FEEDBACK_TEXTS.comment}
        multiline
        minRows={3}
        value={comment}
        onChange={(event) => {
          setComment(event.target.value);
          setSaved(false);
        }}
        error={tooLong}
        helperText={tooLong ? FEEDBACK_MESSAGES.commentTooLong : `${comment.length} / ${FEEDBACK_COMMENT_MAX}`}
      />
      {error ? <Alert severity="error">{error}</Alert> : null}
      {saved ? (
        <Alert severity="success" data-testid="feedback-saved">
          {FEEDBACK_MESSAGES.saved}
        </Alert>
      ) : null}
      <Box>
        <Button type="submit" variant="contained" disabled={saving || tooLong} sx={{ minHeight: 44 }}>
          {FEEDBACK_TEXTS.save}
        </Button>
      </Box>
    </Stack>
  );
}

/** What organizers (with names) and the session's speakers (without) see: the average, count and comments. */
function FeedbackSummary({ summary }: { summary: NonNullable<FeedbackAnswer['summary']> }) {
  return (
    <Stack spacing={1.5} data-testid="feedback-summary">
      <Typography variant="h2">{FEEDBACK_TEXTS.summaryTitle}</Typography>
      {summary.count === 0 || summary.average === null ? (
        <Typography color="text.secondary">{FEEDBACK_TEXTS.none}</Typography>
      ) : (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Rating value={summary.average} precision={0.1} readOnly aria-hidden />
          <Typography>
            {summary.average.toFixed(1)} of 5 · {summary.count} {summary.count === 1 ? 'rating' : 'ratings'}
          </Typography>
        </Stack>
      )}
      {summary.comments.length > 0 ? (
        <Stack component="ul" spacing={1} sx={{ m: 0, pl: 0, listStyle: 'none' }}>
          {summary.comments.map((item, index) => (
            <Box component="li" key={index}>
              <Typography variant="body2" color="text.secondary">
                {item.name ?? FEEDBACK_TEXTS.anonymous} · {item.rating} of 5
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{item.comment}</Typography>
            </Box>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

/**
 * The session overview's feedback (docs/features.md "Feedback after a session"), once the session has
 * ended: the rating form for those who took part, within the window; the summary for the event's editors
 * and the session's speakers, as the API answers it. Nothing for others.
 */
export function SessionFeedback({ agendaId, eventId }: { agendaId: string; eventId: string }) {
  const [answer, setAnswer] = useState<FeedbackAnswer | null | 'loading'>('loading');
  useEffect(() => {
    let current = true;
    apiTable()
      .then((table) => call(table.participants.feedback, { a: agendaId }))
      .then((next) => current && setAnswer(next))
      .catch(() => current && setAnswer(null));
    return () => {
      current = false;
    };
  }, [agendaId, eventId]);
  if (answer === 'loading')
    return <Skeleton variant="rounded" height={160} sx={{ mt: 3 }} aria-busy="true" data-testid="feedback-loading" />;
  if (!answer) return null;
  const rate = answer.canRate && whenOpen(answer);
  if (!rate && !answer.summary) return null;
  return (
    <Card sx={{ mt: 3 }} component="section" aria-label={FEEDBACK_TEXTS.summaryTitle} data-testid="session-feedback">
      <CardContent>
        <Stack spacing={3}>
          {rate ? <RateSession answer={answer} onSaved={setAnswer} /> : null}
          {answer.summary ? <FeedbackSummary summary={answer.summary} /> : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
