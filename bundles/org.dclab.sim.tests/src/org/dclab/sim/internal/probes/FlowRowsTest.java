package org.dclab.sim.internal.probes;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;

import org.dclab.sim.live.QueuedFlow;
import org.junit.jupiter.api.Test;

/** Which flows an inspector lists one by one and which it sums, against rows written by hand. */
class FlowRowsTest {

    private static QueuedFlow flow(String application, int n, int packets, long drops, long marks) {
        return new QueuedFlow(application, application + " #" + n + " a->b", packets, packets * 1500L, drops, marks);
    }

    /**
     * Oracle: the waiting flows come first as given; tcp1's one flow with nothing waiting and short's four are listed
     * apart, the fifth short flow makes them one row "short: 5 flows, none queued" of 1+2+3+4+5 drops and 5
     * marks, while short's flow with packets waiting keeps its own row.
     */
    @Test
    void anApplicationsQuietFlowsAreSummedBeyondFour() {
        QueuedFlow waiting = flow("long", 1, 3, 2, 0);
        QueuedFlow shortWaiting = flow("short", 9, 1, 0, 1);
        QueuedFlow tcp = flow("tcp1", 2, 0, 7, 0);
        List<QueuedFlow> fourShort = new ArrayList<>();
        for (int i = 1; i <= 4; i++) {
            fourShort.add(flow("short", 10 + i, 0, i, 1));
        }
        List<QueuedFlow> given = new ArrayList<>(List.of(waiting, tcp));
        given.addAll(fourShort);
        given.add(1, shortWaiting);
        assertEquals(concat(List.of(waiting, shortWaiting, tcp), fourShort), FlowRows.of(given), "four are listed apart");

        given.add(flow("short", 15, 0, 5, 1));
        assertEquals(List.of(waiting, shortWaiting, tcp, new QueuedFlow("short", "short: 5 flows, none queued", 0, 0, 15, 5)),
                FlowRows.of(given));
    }

    private static List<QueuedFlow> concat(List<QueuedFlow> a, List<QueuedFlow> b) {
        List<QueuedFlow> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }
}
