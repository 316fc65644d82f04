import { Heading } from '@organizator/shared/ui';
import { t } from '../../texts';
import { useTokens } from '../tokens';

/** The four instruction paragraphs of the editor (docs/product.md#screens). */
export function Instructions() {
  const token = useTokens();
  return (
    <section
      aria-label={t.lists.instructionsTitle}
      data-testid="instructions"
      style={{
        background: token.colorFillQuaternary,
        borderRadius: token.borderRadiusLG,
        padding: '12px 16px',
        marginBottom: 12,
      }}
    >
      <Heading level={5} style={{ marginBottom: 12 }}>
        {t.lists.instructionsTitle}
      </Heading>
      {t.lists.instructions.map((paragraph) => (
        <p key={paragraph} style={{ color: token.colorText, margin: '0 0 8px' }}>
          {paragraph}
        </p>
      ))}
    </section>
  );
}
