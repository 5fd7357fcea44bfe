import {
  languageLabels,
  lengthInfo,
  vndbMatchSummary,
  vndbSearchRoute,
  type VndbMatch,
} from '@vn/domain';
import { ComboBox } from '@vn/ui';
import { useRef, useState } from 'react';
import { ApiError, callEndpoint } from '../../api/client';

const labels = {
  language: (language: keyof typeof languageLabels) => languageLabels[language],
  length: (length: keyof typeof lengthInfo) => lengthInfo[length].label,
};

/** How long typing pauses before a lookup (the service is a third party: fewer, later asks). */
const LOOKUP_DEBOUNCE_MS = 400;

/**
 * The lookup in the external visual novel database (docs/product §7 External), through our API:
 * typing a name offers matches with their language, length, rating (shown divided by 10), votes,
 * release and developers; choosing one hands it to the form. When the service is down it says so
 * and the form stays usable by hand.
 */
export function VndbLookup({ onPick }: { onPick: (match: VndbMatch) => void }) {
  const found = useRef(new Map<string, VndbMatch>());
  const [problem, setProblem] = useState<string | undefined>(undefined);
  // The whole summary of the chosen match: a list row may be cut on a narrow screen.
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  return (
    <ComboBox
      label="Найти в базе визуальных новелл"
      description={
        problem ??
        (chosen
          ? `Выбрано: ${chosen}`
          : 'Выбранный вариант заполнит язык, продолжительность, дату и разработчиков')
      }
      placeholder="Название на языке оригинала или английском"
      debounceMs={LOOKUP_DEBOUNCE_MS}
      onSearch={async (text) => {
        if (text.trim() === '') return [];
        try {
          const matches = await callEndpoint(vndbSearchRoute, { query: { name: text } });
          setProblem(undefined);
          found.current = new Map(matches.map((match) => [match.id, match]));
          return matches.map((match) => ({ id: match.id, label: vndbMatchSummary(match, labels) }));
        } catch (error) {
          setProblem(error instanceof ApiError ? error.message : 'Поиск не удался');
          return [];
        }
      }}
      onChange={(key) => {
        const match = key === null ? undefined : found.current.get(String(key));
        if (!match) return;
        setChosen(vndbMatchSummary(match, labels));
        onPick(match);
      }}
    />
  );
}
