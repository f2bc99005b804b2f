package org.dclab.ui.views;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

/** What a chart view keeps across workbench restarts, and how another one is named beside restored ones. */
class LiveChartsViewStateTest {

    @Test
    void theChartsChosenComeBackInOrderAndUnknownNamesAreSkipped() {
        assertEquals(List.of(ChartKind.ALPHA, ChartKind.QUEUE), LiveChartsView.parseKinds("ALPHA, QUEUE,FUTURE_KIND,ALPHA"));
        assertEquals(List.of(), LiveChartsView.parseKinds(null));
        assertEquals(List.of(), LiveChartsView.parseKinds(""));
    }

    /** Restored views keep their ids, so a counter starting over at 1 would reopen one of them instead of a new view. */
    @Test
    void aNewViewTakesTheFirstIdNoOpenViewUses() {
        assertEquals("more-1", LiveChartsView.nextSecondaryId(Set.of()));
        assertEquals("more-3", LiveChartsView.nextSecondaryId(Set.of("more-1", "more-2")));
        assertEquals("more-2", LiveChartsView.nextSecondaryId(Set.of("more-1", "more-3")));
    }
}
