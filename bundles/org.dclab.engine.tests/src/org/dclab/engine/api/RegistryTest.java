package org.dclab.engine.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.dclab.engine.cc.Dctcp;
import org.dclab.engine.queue.DropTail;
import org.dclab.engine.tcp.NewReno;
import org.junit.jupiter.api.Test;

/** What a provider adds is found by key until it is removed, and a provider that would change a key or a parameter is refused. */
class RegistryTest {

    private static final Parameter STEP = Parameter.real("test-aimd", "step", "a", "segments added per round trip", "packets",
            Range.positive(), 1);
    private static final TransportType AIMD = TransportType.builder("test-aimd", "AIMD").parameters(STEP)
            .factory((v, c) -> NewReno::new).build();

    @Test
    void aProvidersControlIsFoundUntilItIsRemoved() {
        Provider provider = new Provider() {
            @Override
            public List<TransportType> controls() {
                return List.of(AIMD);
            }
        };
        Registry.add(provider);
        try {
            assertEquals(AIMD, Registry.control("test-aimd"));
            assertEquals(AIMD, Registry.control("TEST-AIMD"));
            assertEquals("test-aimd", Registry.controls().get(Registry.controls().size() - 1).key(), "after the built-in ones");
        } finally {
            Registry.remove(provider);
        }
        assertFalse(Registry.findControl("test-aimd").isPresent());
    }

    @Test
    void aSecondMeaningOfAKeyOrAParameterIsRefused() {
        TransportType impostor = TransportType.builder("dctcp", "Not DCTCP").factory((v, c) -> NewReno::new).build();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Registry.add(provider(impostor)));
        assertTrue(e.getMessage().contains("two descriptors have the key 'dctcp'"), e.getMessage());
        Parameter otherG = Parameter.real("dctcp", "g", "g", "something else", "", Range.positive(), 2);
        TransportType borrower = TransportType.builder("test-borrower", "B").parameters(otherG).factory((v, c) -> NewReno::new).build();
        e = assertThrows(IllegalArgumentException.class, () -> Registry.add(provider(borrower)));
        assertTrue(e.getMessage().startsWith("test-borrower: parameter dctcp.g differs"), e.getMessage());
        assertEquals(Dctcp.TYPE, Registry.control("dctcp"), "nothing of a refused provider is added");
        assertEquals(DropTail.TYPE, Registry.discipline("drop-tail"));
    }

    @Test
    void aKeyIsWhatFilesAndCommandLinesCanName() {
        assertThrows(IllegalArgumentException.class, () -> TransportType.builder("My Control", "x").factory((v, c) -> NewReno::new)
                .build());
    }

    private static Provider provider(TransportType type) {
        return new Provider() {
            @Override
            public List<TransportType> controls() {
                return List.of(type);
            }
        };
    }
}
