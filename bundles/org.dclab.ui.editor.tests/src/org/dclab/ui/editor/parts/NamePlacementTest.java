package org.dclab.ui.editor.parts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import org.dclab.model.DclabFactory;
import org.dclab.model.Host;
import org.dclab.model.Node;
import org.dclab.ui.editor.figures.RangeLabel;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.junit.jupiter.api.Test;

/**
 * What the stage writes for each node, hand-computed with text 14 units a character and {@code height} units high. A
 * host is 40 × 30 units and its name starts 2 units under it.
 */
class NamePlacementTest {

    private static final int GAP = 6;
    private static final Rectangle EVERYWHERE = new Rectangle(-10_000, -10_000, 20_000, 20_000);

    @Test
    void aRowWithRoomNamesEveryNode() {
        List<Node> row = row("h", 3, 0, 200);
        NamePlacement placement = NamePlacement.of(row, text(20), GAP, EVERYWHERE);
        assertTrue(row.stream().allMatch(placement::named), "h1 to h3, 200 units apart, 28 wide each");
        assertEquals(List.of(), placement.ranges());
    }

    /**
     * Sixteen servers 60 units apart: "srv1" is 56 wide and with the gap meets "srv2" 60 units on, so the row is one run.
     * "srv1" (-28 to 28) and "srv16" (865 to 935) keep their names, and "srv2 … srv15" (12 characters, 168 wide) fits
     * between them, from 28 + 6 to 865 - 6, on the name line 17 units down.
     */
    @Test
    void aCrowdedRowKeepsItsEndsNamedAndARangeLabelForTheRest() {
        List<Node> row = row("srv", 16, 0, 60);
        NamePlacement placement = NamePlacement.of(row, text(20), GAP, EVERYWHERE);
        List<String> named = row.stream().filter(placement::named).map(Node::getName).toList();
        assertEquals(List.of("srv1", "srv16"), named);
        assertEquals(List.of(new RangeLabel("srv2 \u2026 srv15", new Rectangle(34, 17, 825, 20))), placement.ranges());
    }

    /**
     * Two rows 60 units apart: names 30 high, from 17 to 47 under the first row, would cover the second row's hosts from
     * 45, so only the second row's are written; 20 high (to 37) they clear them and both rows are named.
     */
    @Test
    void aLabelCoversNoOtherNode() {
        List<Node> nodes = new ArrayList<>(row("a", 3, 0, 200));
        nodes.addAll(row("b", 3, 60, 200));
        NamePlacement tall = NamePlacement.of(nodes, text(30), GAP, EVERYWHERE);
        NamePlacement lower = NamePlacement.of(nodes, text(20), GAP, EVERYWHERE);
        assertEquals(List.of("b1", "b2", "b3"), nodes.stream().filter(tall::named).map(Node::getName).toList());
        assertTrue(nodes.stream().allMatch(lower::named));
    }

    /** Two hosts 30 units apart whose names meet: "x1 … x2" (7 characters, 98 wide, centred at 15) is their label. */
    @Test
    void twoNodesThatMeetShareOneRangeLabel() {
        List<Node> pair = row("x", 2, 0, 30);
        NamePlacement placement = NamePlacement.of(pair, text(20), GAP, EVERYWHERE);
        assertFalse(pair.stream().anyMatch(placement::named));
        assertEquals(List.of(new RangeLabel("x1 \u2026 x2", new Rectangle(15 - 49, 17, 98, 20))), placement.ranges());
    }

    /**
     * The crowded row of sixteen with the screen's left edge at x = -20: "srv1" (-28 to 28) would be cut, so the row's
     * one range label "srv1 … srv16" (12 characters, 168 wide) is written, spanning the servers' centres from 0 to 900.
     */
    @Test
    void aLabelTheScreenWouldCutIsNotWritten() {
        List<Node> row = row("srv", 16, 0, 60);
        NamePlacement placement = NamePlacement.of(row, text(20), GAP, new Rectangle(-20, -100, 2_000, 400));
        assertFalse(row.stream().anyMatch(placement::named));
        assertEquals(List.of(new RangeLabel("srv1 \u2026 srv16", new Rectangle(0, 17, 900, 20))), placement.ranges());
    }

    private static Function<String, Point> text(int height) {
        return t -> new Point(14 * t.length(), height);
    }

    /** {@code count} hosts named prefix1, prefix2, … at height {@code y}, {@code apart} units apart from x = 0. */
    private static List<Node> row(String prefix, int count, int y, int apart) {
        List<Node> row = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            Host host = DclabFactory.eINSTANCE.createHost();
            host.setName(prefix + (i + 1));
            host.setX(i * apart);
            host.setY(y);
            row.add(host);
        }
        return row;
    }
}
