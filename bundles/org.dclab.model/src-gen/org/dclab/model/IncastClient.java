/**
 */
package org.dclab.model;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Incast Client</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A receiver-driven incast client reading blocks striped over N servers, with an application-layer strategy.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.dclab.model.IncastClient#getClient <em>Client</em>}</li>
 *   <li>{@link org.dclab.model.IncastClient#getServers <em>Servers</em>}</li>
 *   <li>{@link org.dclab.model.IncastClient#getServerCount <em>Server Count</em>}</li>
 *   <li>{@link org.dclab.model.IncastClient#getStrategy <em>Strategy</em>}</li>
 *   <li>{@link org.dclab.model.IncastClient#getSruBytes <em>Sru Bytes</em>}</li>
 *   <li>{@link org.dclab.model.IncastClient#getBlockBytes <em>Block Bytes</em>}</li>
 *   <li>{@link org.dclab.model.IncastClient#getBlocks <em>Blocks</em>}</li>
 *   <li>{@link org.dclab.model.IncastClient#getRequestDelayPs <em>Request Delay Ps</em>}</li>
 *   <li>{@link org.dclab.model.IncastClient#getCapacityBps <em>Capacity Bps</em>}</li>
 *   <li>{@link org.dclab.model.IncastClient#getPropagationRttPs <em>Propagation Rtt Ps</em>}</li>
 *   <li>{@link org.dclab.model.IncastClient#getBottleneckBufferBytes <em>Bottleneck Buffer Bytes</em>}</li>
 *   <li>{@link org.dclab.model.IncastClient#getAipmIncrease <em>Aipm Increase</em>}</li>
 *   <li>{@link org.dclab.model.IncastClient#getAipmLostAfterCompletions <em>Aipm Lost After Completions</em>}</li>
 * </ul>
 *
 * @see org.dclab.model.DclabPackage#getIncastClient()
 * @model
 * @generated
 */
public interface IncastClient extends Application {
	/**
	 * Returns the value of the '<em><b>Client</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The host that requests the data and receives it.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Client</em>' reference.
	 * @see #setClient(Host)
	 * @see org.dclab.model.DclabPackage#getIncastClient_Client()
	 * @model required="true"
	 * @generated
	 */
	Host getClient();

	/**
	 * Sets the value of the '{@link org.dclab.model.IncastClient#getClient <em>Client</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Client</em>' reference.
	 * @see #getClient()
	 * @generated
	 */
	void setClient(Host value);

	/**
	 * Returns the value of the '<em><b>Servers</b></em>' reference list.
	 * The list contents are of type {@link org.dclab.model.Host}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The N servers each holding one part of every block.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Servers</em>' reference list.
	 * @see org.dclab.model.DclabPackage#getIncastClient_Servers()
	 * @model required="true"
	 * @generated
	 */
	EList<Host> getServers();

	/**
	 * Returns the value of the '<em><b>Server Count</b></em>' attribute.
	 * The default value is <code>"0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * How many of the servers take part, the first ones in list order; 0 means all. Sweeping it varies N without editing the topology.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Server Count</em>' attribute.
	 * @see #setServerCount(int)
	 * @see org.dclab.model.DclabPackage#getIncastClient_ServerCount()
	 * @model default="0"
	 * @generated
	 */
	int getServerCount();

	/**
	 * Sets the value of the '{@link org.dclab.model.IncastClient#getServerCount <em>Server Count</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Server Count</em>' attribute.
	 * @see #getServerCount()
	 * @generated
	 */
	void setServerCount(int value);

	/**
	 * Returns the value of the '<em><b>Strategy</b></em>' attribute.
	 * The default value is <code>"NAIVE"</code>.
	 * The literals are from the enumeration {@link org.dclab.model.IncastStrategy}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Strategy</em>' attribute.
	 * @see org.dclab.model.IncastStrategy
	 * @see #setStrategy(IncastStrategy)
	 * @see org.dclab.model.DclabPackage#getIncastClient_Strategy()
	 * @model default="NAIVE"
	 * @generated
	 */
	IncastStrategy getStrategy();

	/**
	 * Sets the value of the '{@link org.dclab.model.IncastClient#getStrategy <em>Strategy</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Strategy</em>' attribute.
	 * @see org.dclab.model.IncastStrategy
	 * @see #getStrategy()
	 * @generated
	 */
	void setStrategy(IncastStrategy value);

	/**
	 * Returns the value of the '<em><b>Sru Bytes</b></em>' attribute.
	 * The default value is <code>"262144"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Server request unit: bytes each server sends per block (256 KiB). Ignored when blockBytes is set.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Sru Bytes</em>' attribute.
	 * @see #setSruBytes(long)
	 * @see org.dclab.model.DclabPackage#getIncastClient_SruBytes()
	 * @model default="262144"
	 * @generated
	 */
	long getSruBytes();

	/**
	 * Sets the value of the '{@link org.dclab.model.IncastClient#getSruBytes <em>Sru Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Sru Bytes</em>' attribute.
	 * @see #getSruBytes()
	 * @generated
	 */
	void setSruBytes(long value);

	/**
	 * Returns the value of the '<em><b>Block Bytes</b></em>' attribute.
	 * The default value is <code>"0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Fixed block size split evenly over the servers; 0 means every server sends sruBytes per block.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Block Bytes</em>' attribute.
	 * @see #setBlockBytes(long)
	 * @see org.dclab.model.DclabPackage#getIncastClient_BlockBytes()
	 * @model default="0"
	 * @generated
	 */
	long getBlockBytes();

	/**
	 * Sets the value of the '{@link org.dclab.model.IncastClient#getBlockBytes <em>Block Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Block Bytes</em>' attribute.
	 * @see #getBlockBytes()
	 * @generated
	 */
	void setBlockBytes(long value);

	/**
	 * Returns the value of the '<em><b>Blocks</b></em>' attribute.
	 * The default value is <code>"10"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Blocks to read; the next block is requested when every part of the current one has arrived.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Blocks</em>' attribute.
	 * @see #setBlocks(int)
	 * @see org.dclab.model.DclabPackage#getIncastClient_Blocks()
	 * @model default="10"
	 * @generated
	 */
	int getBlocks();

	/**
	 * Sets the value of the '{@link org.dclab.model.IncastClient#getBlocks <em>Blocks</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Blocks</em>' attribute.
	 * @see #getBlocks()
	 * @generated
	 */
	void setBlocks(int value);

	/**
	 * Returns the value of the '<em><b>Request Delay Ps</b></em>' attribute.
	 * The default value is <code>"50000000"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Time for a request to reach the servers, in picoseconds (half a round trip).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Request Delay Ps</em>' attribute.
	 * @see #setRequestDelayPs(long)
	 * @see org.dclab.model.DclabPackage#getIncastClient_RequestDelayPs()
	 * @model default="50000000"
	 * @generated
	 */
	long getRequestDelayPs();

	/**
	 * Sets the value of the '{@link org.dclab.model.IncastClient#getRequestDelayPs <em>Request Delay Ps</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Request Delay Ps</em>' attribute.
	 * @see #getRequestDelayPs()
	 * @generated
	 */
	void setRequestDelayPs(long value);

	/**
	 * Returns the value of the '<em><b>Capacity Bps</b></em>' attribute.
	 * The default value is <code>"1000000000"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * AIPM, OSDT and OSM: bottleneck capacity C the administrator configures, in bits per second.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Capacity Bps</em>' attribute.
	 * @see #setCapacityBps(long)
	 * @see org.dclab.model.DclabPackage#getIncastClient_CapacityBps()
	 * @model default="1000000000"
	 * @generated
	 */
	long getCapacityBps();

	/**
	 * Sets the value of the '{@link org.dclab.model.IncastClient#getCapacityBps <em>Capacity Bps</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Capacity Bps</em>' attribute.
	 * @see #getCapacityBps()
	 * @generated
	 */
	void setCapacityBps(long value);

	/**
	 * Returns the value of the '<em><b>Propagation Rtt Ps</b></em>' attribute.
	 * The default value is <code>"100000000"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * AIPM, OSDT and OSM: propagation round-trip time D the administrator configures, in picoseconds.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Propagation Rtt Ps</em>' attribute.
	 * @see #setPropagationRttPs(long)
	 * @see org.dclab.model.DclabPackage#getIncastClient_PropagationRttPs()
	 * @model default="100000000"
	 * @generated
	 */
	long getPropagationRttPs();

	/**
	 * Sets the value of the '{@link org.dclab.model.IncastClient#getPropagationRttPs <em>Propagation Rtt Ps</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Propagation Rtt Ps</em>' attribute.
	 * @see #getPropagationRttPs()
	 * @generated
	 */
	void setPropagationRttPs(long value);

	/**
	 * Returns the value of the '<em><b>Bottleneck Buffer Bytes</b></em>' attribute.
	 * The default value is <code>"65536"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * OSDT and OSM: bottleneck buffer B they fill together with C·D.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Bottleneck Buffer Bytes</em>' attribute.
	 * @see #setBottleneckBufferBytes(long)
	 * @see org.dclab.model.DclabPackage#getIncastClient_BottleneckBufferBytes()
	 * @model default="65536"
	 * @generated
	 */
	long getBottleneckBufferBytes();

	/**
	 * Sets the value of the '{@link org.dclab.model.IncastClient#getBottleneckBufferBytes <em>Bottleneck Buffer Bytes</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Bottleneck Buffer Bytes</em>' attribute.
	 * @see #getBottleneckBufferBytes()
	 * @generated
	 */
	void setBottleneckBufferBytes(long value);

	/**
	 * Returns the value of the '<em><b>Aipm Increase</b></em>' attribute.
	 * The default value is <code>"ONE_OVER_N"</code>.
	 * The literals are from the enumeration {@link org.dclab.model.AipmIncrease}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Aipm Increase</em>' attribute.
	 * @see org.dclab.model.AipmIncrease
	 * @see #setAipmIncrease(AipmIncrease)
	 * @see org.dclab.model.DclabPackage#getIncastClient_AipmIncrease()
	 * @model default="ONE_OVER_N"
	 * @generated
	 */
	AipmIncrease getAipmIncrease();

	/**
	 * Sets the value of the '{@link org.dclab.model.IncastClient#getAipmIncrease <em>Aipm Increase</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Aipm Increase</em>' attribute.
	 * @see org.dclab.model.AipmIncrease
	 * @see #getAipmIncrease()
	 * @generated
	 */
	void setAipmIncrease(AipmIncrease value);

	/**
	 * Returns the value of the '<em><b>Aipm Lost After Completions</b></em>' attribute.
	 * The default value is <code>"3"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * AIPM: a live connection is lost when this many other connections completed since it last delivered new data.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Aipm Lost After Completions</em>' attribute.
	 * @see #setAipmLostAfterCompletions(int)
	 * @see org.dclab.model.DclabPackage#getIncastClient_AipmLostAfterCompletions()
	 * @model default="3"
	 * @generated
	 */
	int getAipmLostAfterCompletions();

	/**
	 * Sets the value of the '{@link org.dclab.model.IncastClient#getAipmLostAfterCompletions <em>Aipm Lost After Completions</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Aipm Lost After Completions</em>' attribute.
	 * @see #getAipmLostAfterCompletions()
	 * @generated
	 */
	void setAipmLostAfterCompletions(int value);

} // IncastClient
