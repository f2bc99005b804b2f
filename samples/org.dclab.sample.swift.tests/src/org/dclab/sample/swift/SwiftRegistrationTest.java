package org.dclab.sample.swift;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ServiceLoader;

import org.dclab.engine.api.DescriptorTables;
import org.dclab.engine.api.Provider;
import org.dclab.engine.api.Registry;
import org.dclab.model.DclabFactory;
import org.dclab.model.TransportSettings;
import org.dclab.model.transport.CongestionControls;
import org.dclab.model.transport.ParameterSettings;
import org.junit.jupiter.api.Test;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;

/**
 * Installed beside DC Lab, the sample is a control like the built-in ones with no change to DC Lab: the model's bundle
 * hands its OSGi service (OSGI-INF/swift.xml) to the registry, so a scenario can name it, validation and Properties
 * list it, and its parameters are stored by its descriptor's names. Its README's table is its descriptor's.
 */
class SwiftRegistrationTest {

    /** Both ways of registering name the provider: the OSGi service declarative services made, and the ServiceLoader file. */
    @Test
    void theProviderIsDeclaredBothWays() throws Exception {
        BundleContext context = FrameworkUtil.getBundle(Swift.class).getBundleContext();
        assertEquals(1, context.getServiceReferences(Provider.class, null).stream()
                .filter(r -> r.getBundle() == FrameworkUtil.getBundle(Swift.class)).count(), "the declarative service");
        assertEquals(java.util.List.of(Swift.Plugin.class), ServiceLoader.load(Provider.class, Swift.class.getClassLoader()).stream()
                .map(ServiceLoader.Provider::type).toList(), "META-INF/services");
    }

    @Test
    void aScenarioNamesTheControlAndStoresItsParameters() {
        assertTrue(CongestionControls.choices().contains("swift"), "the registry DC Lab reads: " + CongestionControls.choices());
        TransportSettings t = DclabFactory.eINSTANCE.createTransportSettings();
        ParameterSettings.setControl(t, "swift");
        assertEquals("50000000", t.getParameters().get("swift.targetDelayPs"));
        ParameterSettings.set(t, Swift.TARGET, "80us");
        assertEquals(80_000_000L, CongestionControls.valuesOf(t).whole("targetDelayPs"));
        assertEquals(Swift.TYPE, Registry.control("swift"));
    }

    /** README.md ends with the descriptor's table, written by DC Lab's DescriptorTables as its own docs are. */
    @Test
    void theReadmesTableIsTheDescriptors() throws Exception {
        String table = DescriptorTables.markdown(java.util.List.of(Swift.TYPE), java.util.List.of());
        Path readme = Path.of("").toAbsolutePath().getParent().resolve("org.dclab.sample.swift").resolve("README.md");
        Path generated = Path.of("target", "README-table.md").toAbsolutePath();
        Files.createDirectories(generated.getParent());
        Files.writeString(generated, table);
        assertTrue(Files.readString(readme).endsWith(table), readme + " does not end with " + generated);
    }
}
