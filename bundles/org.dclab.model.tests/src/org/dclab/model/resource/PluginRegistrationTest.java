package org.dclab.model.resource;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.dclab.model.DclabPackage;
import org.eclipse.emf.common.EMFPlugin;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.resource.Resource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;

/** What plugin.xml promises the workbench; it is read only inside Eclipse, so a plain JVM skips this. */
class PluginRegistrationTest {

    static boolean eclipseIsRunning() {
        return EMFPlugin.IS_ECLIPSE_RUNNING;
    }

    @Test
    @EnabledIf("eclipseIsRunning")
    void pluginXmlRegistersThePackageAndTheFactoryForDclabFiles() {
        assertSame(DclabPackage.eINSTANCE, EPackage.Registry.INSTANCE.getEPackage(DclabPackage.eNS_URI));
        Object factory = Resource.Factory.Registry.INSTANCE.getFactory(URI.createURI("scenario." + DclabResourceFactory.FILE_EXTENSION));
        assertInstanceOf(DclabResourceFactory.class, factory);
    }
}
