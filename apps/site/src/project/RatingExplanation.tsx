import { siteRatingExplanation, siteRatingFormula, type ProjectRatings } from '@vn/domain';
import * as styles from './ProjectRatings.css';

/** «Как считается» (docs/product §A5.1): the formula with this project's numbers, then why. */
export function RatingExplanation({ ratings }: { ratings: ProjectRatings }) {
  return (
    <div className={styles.ratingExplanation}>
      <p>
        <code className={styles.ratingFormula}>{siteRatingFormula(ratings)}</code>
      </p>
      {siteRatingExplanation(ratings).map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
