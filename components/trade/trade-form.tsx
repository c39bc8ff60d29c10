'use client';

import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-field';
import { AMOUNT_UNIT, decimalsOf, FEE_PRESETS, maxAmount } from '@/lib/domain';
import { AmountField } from './amount-field';
import { FeeChoice } from './fee-choice';
import { feesOf, type BuildContext, type BuiltTrade, type TradeValues } from './form';
import { ProtectionFields } from './protection-fields';
import { SideTabs } from './side-tabs';
import { TradeSummary } from './trade-summary';
import type { useTradeForm } from './use-trade-form';
import type { useTradePanel } from './use-trade-panel';
import { amountHint } from './words';
import { useWords } from '@/lib/i18n/words-context';

/** The trade form as react-hook-form holds it: the typed values, to the trade to send. */
export type TradeFormState = UseFormReturn<TradeValues, BuildContext, BuiltTrade>;

export interface TradeFormProps {
  id: string;
  mint: string;
  symbol: string;
  /** The form's state and what it does: switch side, send (`editable` is false while a trade is out). */
  trade: Pick<ReturnType<typeof useTradeForm>, 'form' | 'editable' | 'lockSide' | 'switchSide' | 'submit'>;
  /** What the person holds, and the partner's fee rate. */
  panel: Pick<ReturnType<typeof useTradePanel>, 'balances' | 'partnerFeeBps'>;
}

/** The trade form: side, amount, price protection, fees, what will be sent, and the one submit. */
export function TradeForm({ id, mint, symbol, trade, panel }: TradeFormProps) {
  const { form, editable } = trade;
  const words = useWords();
  const values = useWatch({ control: form.control }) as TradeValues;
  const unit = AMOUNT_UNIT[values.side] === 'sol' ? 'SOL' : symbol;
  const fees = feesOf(values, words) ?? FEE_PRESETS.normal;
  const max = maxAmount(values.side, fees, panel.balances);
  const panelId = `${id}-form`;
  return (
    <div className="grid gap-4">
      <SideTabs
        id={id}
        side={values.side}
        panelId={panelId}
        disabled={!editable || trade.lockSide}
        onChange={trade.switchSide}
      />
      {/* The tab panel wraps the form: a form may not take the tabpanel role itself. */}
      <div id={panelId} role="tabpanel" aria-labelledby={`${id}-tab-${values.side}`}>
        <form noValidate onSubmit={trade.submit}>
          <fieldset disabled={!editable} className="grid gap-4">
            <AmountField
              id={`${id}-amount`}
              form={form}
              unit={unit}
              decimals={decimalsOf(AMOUNT_UNIT[values.side])}
              hint={amountHint(values.side, symbol, words)}
              symbol={symbol}
              balances={panel.balances}
              max={editable ? max : null}
            />
            <ProtectionFields id={id} form={form} values={values} mint={mint} symbol={symbol} />
            <FeeChoice id={id} form={form} values={values} />
            <TradeSummary values={values} symbol={symbol} partnerFeeBps={panel.partnerFeeBps} />
            <FormError control={form.control} />
            {editable ? (
              <Button id={`${id}-send`} type="submit" size="lg" className="w-full">
                {words.t(values.side === 'sell' ? 'submit.sell' : 'submit.buy', { symbol })}
              </Button>
            ) : null}
          </fieldset>
        </form>
      </div>
    </div>
  );
}
