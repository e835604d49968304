import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DuerRiskPictos, type PictoDraft } from './duer-risk-pictos.tsx';

afterEach(cleanup);

const CATALOGUE = [
  {
    id: 'AGR001:1',
    nom: 'Gants',
    description: 'Port de gants obligatoire',
    imageUrl: '/fichiers/duer-pictos/AGR001/1',
  },
  {
    id: 'AGR001:2',
    nom: 'Lunettes',
    description: 'x'.repeat(300),
    imageUrl: '/fichiers/duer-pictos/AGR001/2',
  },
];
const SAVED: PictoDraft = {
  cle: '7',
  legacyId: '7',
  basePictoId: 'AGR001:1',
  description: 'Gants nitrile',
  nom: 'Gants',
  imageUrl: '/fichiers/duer-pictos/AGR001/1',
};

/** The risk's pictograms as the module screen keeps them; `onSeen` is handed every list. */
function Harness(props: { editable: boolean; initial: PictoDraft[]; onSeen: (list: PictoDraft[]) => void }) {
  const [pictos, setPictos] = useState(props.initial);
  return (
    <DuerRiskPictos
      nomRisque="Coupure"
      pictos={pictos}
      catalogue={CATALOGUE}
      editable={props.editable}
      onChange={(list) => {
        props.onSeen(list);
        setPictos(list);
      }}
    />
  );
}

describe('a risk’s pictograms on the module screen', () => {
  it('shows each image 64 px high named by the catalogue’s name, and its description, read-only without the right', () => {
    render(<Harness editable={false} initial={[SAVED]} onSeen={vi.fn()} />);
    const image = screen.getByRole('img', { name: 'Gants' });
    expect(image.getAttribute('height')).toBe('64');
    expect(image.getAttribute('src')).toBe('/fichiers/duer-pictos/AGR001/1');
    expect(screen.getByText('Gants nitrile')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('adds a catalogue pictogram with its description cut to 255 characters, edits and removes them', async () => {
    const onSeen = vi.fn<(list: PictoDraft[]) => void>();
    const last = () => onSeen.mock.lastCall?.[0] ?? [];
    render(<Harness editable initial={[SAVED]} onSeen={onSeen} />);
    const add = screen.getByRole('button', { name: 'Ajouter le pictogramme' });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Pictogramme à ajouter' }),
      'Lunettes',
    );
    await userEvent.click(add);
    expect(last().map((p) => [p.legacyId, p.basePictoId, p.description.length])).toEqual([
      ['7', 'AGR001:1', 'Gants nitrile'.length],
      [null, 'AGR001:2', 255],
    ]);

    const description = screen.getByRole('textbox', { name: 'Description du pictogramme Gants' });
    expect(description.getAttribute('maxlength')).toBe('255');
    await userEvent.clear(description);
    await userEvent.type(description, 'Gants cuir');
    expect(last()[0]?.description).toBe('Gants cuir');

    await userEvent.click(screen.getByRole('button', { name: 'Supprimer le pictogramme Gants' }));
    expect(last().map((p) => p.nom)).toEqual(['Lunettes']);
    expect(screen.queryByRole('img', { name: 'Gants' })).toBeNull();
  });
});
